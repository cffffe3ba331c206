# The window's frame: menus, toolbar, status bar, dialogs, start page, file dialogs, playback, shared editing tools.

shell-menu-language = Language
shell-language-tip = The window's language; the system's chooses until you pick one.
