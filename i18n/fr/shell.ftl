# The window's frame: menus, toolbar, status bar, dialogs, start page, file dialogs, playback, shared editing tools (en français).

shell-menu-language = Langue
shell-language-tip = La langue de la fenêtre ; celle du système choisit tant que vous n'en avez pas choisi une.

## Menus et barre d'outils
shell-menu-file = Fichier
shell-menu-edit = Édition
shell-menu-view = Affichage
shell-menu-theme = Thème
shell-menu-file-dialogs = Boîtes de dialogue de fichiers
shell-new = Nouveau…
shell-open = Ouvrir…
shell-open-by-path = Ouvrir (saisir le chemin)…
shell-open-recent = Fichiers récents
shell-no-recent-files = (aucun fichier récent)
shell-start-page = Page d'accueil
shell-play-a-game = Jouer une partie
shell-bundled-levels = Niveaux fournis
shell-save-as-by-path = Enregistrer sous (saisir le chemin)…
shell-export-picture = Exporter l'image…
shell-quit = Quitter
shell-theme-dark = Sombre
shell-theme-light = Clair
shell-theme-system = Comme le système
shell-dialogs-native = Celles du système si disponibles
shell-dialogs-in-window = Toujours dans la fenêtre

## Ouvrir, enregistrer, exporter ; la barre d'état et le titre
shell-bundled-unreadable = Le fichier fourni { $name } ne se lit pas : { $error }
shell-bundled-start = Fichier fourni { $name }{ $rest }. Enregistrez sous un autre nom pour garder vos modifications.
shell-doc-bundled = { $file } (fourni)
shell-untitled = Sans titre
shell-could-not-open = Impossible d'ouvrir : { $error }
shell-opened-bundled = Fichier fourni { $name } ouvert ; enregistrez sous un autre nom pour garder vos modifications
shell-undone = Annulé
shell-redone = Rétabli
shell-status-start-page = Page d'accueil : le document reste ouvert dessous (Fermer cette page)
shell-status-zoom = zoom { $percent } %
shell-back-to-document = Retour au document
shell-export-not-a-picture = Non exporté : .{ $ext } n'est pas une image ; choisissez un nom finissant par .png ou .svg
shell-export-picture-title = Exporter l'image
shell-exported-picture = Image exportée
shell-not-exported = Non exporté : { $error }
shell-done-to = { $done } : { $path }
shell-not-saved-error = Non enregistré : { $path } : { $error }
shell-not-saved-other-game = Non enregistré : .{ $ext } est une extension de fichiers { $owner } ; un document { $game } s'enregistre en .{ $extensions }
shell-open-file = Ouvrir un fichier
shell-save-as-title = Enregistrer sous
shell-saved = { $path } enregistré
shell-wrote-lossy-copy = { $path } écrit sans ce que son format ne peut pas contenir ; le document le garde et reste non enregistré jusqu'à un enregistrement dans un format qui contient tout
shell-not-saved-record = Non enregistré : .{ $ext } est l'extension d'un fichier « { $kind } », que l'on obtient en jouant ; enregistrez le document en .{ $extensions }
shell-not-saved = Non enregistré

## Fichier > Nouveau et Jouer une partie
shell-new-hint-sokoban = Le niveau commence par une pièce entourée de murs ; dessinez murs, cibles, caisses et le joueur.
shell-new-hint-maze = Le labyrinthe commence sans murs intérieurs : dessinez-les, ou générez-en un.
shell-new-hint-2048 = Le niveau commence comme le jeu classique (apparition de 2 ou 4, victoire à 2048) ; réglez ses règles et peignez un plateau de départ.
shell-new-hint-bombfight = La carte commence avec son anneau, ses piliers, les deux départs et une sortie ; ou utilisez Carte aléatoire.
shell-new-sokoban = Nouveau fichier de niveaux
shell-new-maze = Nouveau labyrinthe : dessinez les murs, ou générez-en un (panneau de droite)
shell-new-2048 = Nouveau niveau 2048 : réglez ses règles, peignez un plateau de départ si vous le souhaitez, puis F5
shell-new-bombfight = Nouvelle carte BombFight : peignez briques, objets et sorties, puis testez (F5)
shell-quick-sokoban = Sokoban
shell-quick-maze = Labyrinthe
shell-quick-invisible-maze = Labyrinthe invisible…
shell-quick-invisible-maze-says = Labyrinthe invisible : choisissez les réglages
shell-quick-bombfight = BombFight
shell-quick-2048 = 2048 (classique)
shell-quick-2048-says = 2048 : les flèches, WASD ou ZQSD déplacent ; Échap mène à l'éditeur du niveau

## Boîtes de dialogue
shell-new-file = Nouveau fichier
shell-create = Créer
shell-game = Jeu
shell-unsaved-changes = Modifications non enregistrées
shell-unsaved-changes-body = { $name } a des modifications non enregistrées.
shell-discard-changes = Abandonner les modifications
shell-read-only-folder = Enregistrer dans un dossier en lecture seule
shell-read-only-folder-why = { $path } peut être écrit, mais pas son dossier : il ne peut donc pas être enregistré sans risque (un nouveau fichier à côté, puis un renommage).
shell-read-only-folder-ask = Écraser le fichier sur place ? Si le programme ou la machine s'arrête pendant l'écriture, le fichier peut rester endommagé.
shell-overwrite-in-place = Écraser sur place
shell-replace-file = Remplacer le fichier ?
shell-replace-file-exists = { $name } existe déjà dans { $folder }.
shell-replace-file-overwrites = Le remplacer écrase ce qu'il contient.
shell-replace = Remplacer
shell-stale-games = Parties enregistrées qui ne se rejouent plus
shell-stale-games-ask = Elles ne sont pas enregistrées comme parties. Garder chacune comme une ligne des notes de son niveau, ou les supprimer ?
shell-keep-as-notes = Garder en notes
shell-drop-them = Les supprimer
shell-lossy = Ce format ne peut pas tout contenir
shell-lossy-body = Écrire { $path } laisse cela de côté. Le document le garde et reste non enregistré.
shell-write-without-it = Écrire sans
shell-path = Chemin

## La boîte de dialogue de fichiers de la fenêtre
shell-places = Emplacements
shell-show-types = Afficher
shell-open-title = Ouvrir un niveau, un labyrinthe, une carte ou une partie
shell-save-as-game-title = Enregistrer le fichier { $game } sous
shell-export-title = Exporter l'image (PNG ou SVG)
shell-every-file = Tous les fichiers
shell-every-game-file = Les fichiers de tous les jeux
shell-game-files = Fichiers { $game }
shell-pictures = Images
shell-files = Fichiers
shell-home = Dossier personnel

## Une partie sur le point d'être perdue
shell-save-the-game = Enregistrer la partie ?
shell-game-would-be-lost = { $what } n'est pas enregistrée : { $then } la fait perdre.
shell-record-then = la fermer
shell-save-game = Enregistrer la partie…

## Les outils d'édition communs : les entrées de grille du menu Édition et la boîte Redimensionner
shell-copy = Copier
shell-cut = Couper
shell-paste = Coller
shell-delete-selection = Supprimer la sélection
shell-resize-dots = Redimensionner…
shell-resize-board = Redimensionner le plateau
shell-keep-content-at = Garder le contenu : { $anchor }
shell-resize = Redimensionner
shell-turn-rotate-right = Pivoter à droite
shell-turn-rotate-left = Pivoter à gauche
shell-turn-flip-horizontal = Miroir horizontal
shell-turn-flip-vertical = Miroir vertical
shell-anchor-top-left = En haut à gauche
shell-anchor-top = En haut
shell-anchor-top-right = En haut à droite
shell-anchor-left = À gauche
shell-anchor-centre = Au centre
shell-anchor-right = À droite
shell-anchor-bottom-left = En bas à gauche
shell-anchor-bottom = En bas
shell-anchor-bottom-right = En bas à droite

## Pourquoi le presse-papiers du système n'a pas pu être lu
shell-clipboard-empty = le presse-papiers est vide ou ne contient pas de texte
shell-clipboard-not-supported = le presse-papiers de ce système n'est pas pris en charge
shell-clipboard-occupied = un autre programme occupe le presse-papiers
shell-clipboard-conversion = le contenu du presse-papiers n'a pas pu être converti en texte
shell-clipboard-unknown = erreur inconnue du presse-papiers : { $detail }

## La boîte de dialogue de fichiers du système (Affichage > Boîtes de dialogue de fichiers)
shell-native-no-platform = ce système n'a pas de boîte de dialogue de fichiers
shell-native-no-libdbus = libdbus-1 n'est pas installée
shell-native-no-session-bus = pas de bus de session ({ $error })
shell-native-no-portal = pas de portail de bureau sur le bus de session ({ $error })
shell-native-no-file-chooser = le portail de bureau n'a pas de sélecteur de fichiers
shell-native-could-not-look = impossible de chercher : { $error }
shell-native-not-asked = cette fenêtre a été créée sans interroger le système
shell-native-could-not-start = impossible de la lancer : { $error }
shell-native-did-not-show = la boîte de dialogue de fichiers du système ne s'est pas affichée
shell-native-choose = Choisissez dans la boîte de dialogue de fichiers du système (elle est peut-être derrière cette fenêtre).
shell-native-available = La boîte de dialogue de fichiers du système est disponible.
shell-native-available-limited = La boîte de dialogue de fichiers du système est disponible ; { $limit }.
shell-native-opens-in-recent = pour ouvrir, elle démarre dans ses fichiers récents et non dans le dossier du document : le sélecteur de fichiers de ce portail de bureau est en version { $version }, et seules les versions { $since } et suivantes acceptent un dossier de départ (l'enregistrement n'est pas concerné)
shell-native-unavailable = Pas de boîte de dialogue de fichiers du système ici : { $why }.
shell-native-looking = Recherche de la boîte de dialogue de fichiers du système…

## Relectures
shell-replay = Relecture
shell-replay-log = Journal : { $steps }
shell-replay-log-start = 0. départ
shell-replay-pause = Pause
shell-replay-play = Lecture
shell-replay-start-tip = Au début (Origine)
shell-replay-back-tip = Un pas en arrière (Gauche)
shell-replay-play-tip = Espace
shell-replay-forward-tip = Un pas en avant (Droite)
shell-replay-end-tip = À la fin (Fin)
shell-replay-keys = Gauche et Droite avancent d'un pas, Origine et Fin sautent, Espace lance ou met en pause, - et + changent la vitesse.
shell-watching-replay = Relecture de la partie : Échap pour revenir.

## La page d'accueil
shell-start = Accueil
shell-close-this-page = Fermer cette page
shell-start-intro = Cinq jeux, un éditeur. Choisissez-en un pour créer, ouvrir ou jouer.
shell-card-sokoban = Sokoban
shell-card-sokoban-blurb = Poussez chaque caisse sur une cible. Éditez des niveaux, vérifiez-les, résolvez-les.
shell-card-maze = Labyrinthe
shell-card-maze-blurb = Générez, dessinez et résolvez des labyrinthes ; affichez-les en graphes.
shell-card-invisible-maze = Labyrinthe invisible
shell-card-invisible-maze-blurb = Mémorisez un labyrinthe, puis trouvez la sortie une fois ses murs cachés.
shell-card-bombfight = BombFight
shell-card-bombfight-blurb = Deux joueurs ou bots se frayent à la bombe un chemin vers une sortie.
shell-card-2048 = 2048
shell-card-2048-blurb = Faites glisser et fusionnez des puissances de deux ; concevez plateaux et règles.
shell-card-play = Jouer
shell-open-bundled-level = Ouvrir un niveau fourni
shell-recent-files = Fichiers récents
shell-recent-files-none = Aucun pour l'instant : les fichiers que vous ouvrez ou enregistrez apparaissent ici.
shell-on-start = Quand gridwright démarre sans fichier :
shell-on-start-page = afficher cette page
shell-on-start-last = rouvrir le dernier document

## Affichage
shell-fit-to-window = Ajuster à la fenêtre
shell-zoom-100 = Zoom 100 %

## Les outils de dessin communs
shell-tool-pencil = Crayon
shell-tool-rectangle = Rectangle
shell-tool-fill = Remplir
shell-tool-eraser = Gomme
shell-tool-select = Sélection
