# The window's frame: menus, toolbar, status bar, dialogs, start page, file dialogs, playback, shared editing tools (en français).

shell-menu-language = Langue
shell-language-tip = La langue de la fenêtre ; celle du système choisit tant que vous n'en avez pas choisi une.
