# The Sokoban workspace (en français).


## Shared words.
sokoban-back-to-editor = Retour à l'éditeur
sokoban-cancel = Annuler

## The level browser.
sokoban-browser-no-match = Aucun niveau ne correspond au filtre.
sokoban-browser-filter = Filtre
sokoban-browser-filter-hint = titre ou auteur
sokoban-browser-any = tous
sokoban-browser-max-width = largeur au plus
sokoban-browser-max-height = hauteur au plus
sokoban-browser-show = afficher
sokoban-browser-shown = { $n } sur { $total } affichés
sokoban-browser-go-to = Aller au
sokoban-browser-go-to-hint = Un numéro de niveau (Ctrl+G), puis Entrée
sokoban-browser-go = Aller
sokoban-browser-edit = Modifier ce niveau
sokoban-browser-slot-hint = { $level }  (double-clic pour le modifier)
sokoban-browser-solved-any = Résolus ou non
sokoban-browser-solved = Résolus
sokoban-browser-unsolved = Non résolus

## The editor's side panel: solvability, clipboard.
sokoban-show-dead = Montrer les cases mortes
sokoban-solvability = Solvabilité
sokoban-solvability-searching = Recherche… { $secs } s, { $n } positions
sokoban-solvability-check = Vérifier la solvabilité
sokoban-solvability-limit = limite (s)
sokoban-solvability-not-checked = Pas vérifié depuis la dernière modification.
sokoban-solvability-solvable = Soluble en { $moves ->
    [one] { $moves } déplacement
   *[other] { $moves } déplacements
} et { $pushes ->
    [one] { $pushes } poussée
   *[other] { $pushes } poussées
} ({ $secs } s)
sokoban-solvability-replay = Revoir la solution
sokoban-solvability-replay-title = Solveur : { $moves }/{ $pushes }
sokoban-solvability-add = Ajouter aux solutions
sokoban-solution-title = Solution { $moves }/{ $pushes }
sokoban-solution-found-by-solver = Trouvée par le solveur de gridwright
sokoban-solvability-unsolvable = Insoluble : { $why } ({ $secs } s, { $n } positions)
sokoban-solvability-invalid = Niveau non valide : { $why }
sokoban-solvability-timeout = limite de temps atteinte
sokoban-solvability-out-of-memory = limite de mémoire atteinte
sokoban-solvability-cancelled = annulée
sokoban-solvability-unknown = Inconnu : { $why } après { $secs } s, { $n } positions
sokoban-copied-selection = Sélection copiée en XSB
sokoban-copied-board = Plateau copié en XSB
sokoban-cut-selection = Sélection coupée
sokoban-close = Fermer
sokoban-delete = Supprimer
sokoban-untitled = (sans titre)

## Generate levels.
sokoban-generate-stopped = Arrêté après { $secs } s : { $n } sur { $asked } { $n ->
    [one] créé
   *[other] créés
}.
sokoban-generate-none = Aucun niveau confirmé : donnez plus de place aux caisses, essayez une autre graine ou plus de temps.
sokoban-generate-some = { $n } sur { $asked } { $n ->
    [one] créé
   *[other] créés
} : les autres recherches n'ont donné aucun nouveau niveau confirmé par le solveur (moins de caisses, ne pas garder les cibles ou plus de secondes en donnent davantage).
sokoban-generate-title = Générer des niveaux
sokoban-generate-intro = Caisses et cibles placées dans les murs de ce plateau ; chaque niveau est soluble (vérifié par le solveur) et aussi difficile que la recherche le trouve.
sokoban-generate-add = { $n ->
    [one] Ajouter { $n } niveau après celui-ci
   *[other] Ajouter { $n } niveaux après celui-ci
}
sokoban-generate-keep-goals = { $n ->
    [one] Garder la cible du plateau
   *[other] Garder les { $n } cibles du plateau
}
sokoban-generate-boxes = Caisses
sokoban-generate-levels = Niveaux
sokoban-generate-seconds = Secondes par niveau
sokoban-generate-seed = Graine
sokoban-generate-start = Générer
sokoban-generate-budget = Dure au plus { $total } s ({ $each } s par niveau) ; Arrêter garde les niveaux déjà créés.
sokoban-generate-progress = { $n } niveaux sur { $count }, { $secs } s sur { $budget } s au plus
sokoban-generate-searching = Recherche : { $positions } positions, { $n ->
    [one] { $n } candidat confirmé
   *[other] { $n } candidats confirmés
}
sokoban-generate-stop = Arrêter
sokoban-generate-so-far = Niveaux créés jusqu'ici, dans l'ordre ; cochez ceux à ajouter.
sokoban-generate-hardest-first = Les plus difficiles d'abord ; cochez ceux à ajouter.
sokoban-generate-figures = { $pushes } poussées au moins, { $changes } changements de caisse, difficulté { $difficulty }
sokoban-generate-short = Court : { $why }
sokoban-generate-add-one = Ajouter le niveau { $level }

## The level list, properties and saved games.
sokoban-levels-heading = Niveaux ({ $n })
sokoban-levels-browse = Parcourir…
sokoban-levels-browse-hint = Vignettes, filtre et accès par numéro (Ctrl+B, Ctrl+G)
sokoban-levels-add = Ajouter
sokoban-levels-add-hint = Ajouter un nouveau niveau après celui-ci
sokoban-levels-duplicate = Dupliquer
sokoban-levels-up = Monter
sokoban-levels-up-hint = Monter ce niveau
sokoban-levels-down = Descendre
sokoban-levels-down-hint = Descendre ce niveau
sokoban-properties = Propriétés du niveau
sokoban-properties-title = Titre
sokoban-properties-author = Auteur
sokoban-properties-notes = Notes
sokoban-collection-notes = Notes de la collection
sokoban-collection-notes-label = Notes du fichier entier
sokoban-saved-games = Parties enregistrées ({ $n })
sokoban-saved-games-none = Aucune pour l'instant : jouez le niveau (F5) ou vérifiez sa solvabilité.
sokoban-saved-game-stale = { $title } (périmée)
sokoban-saved-game-stale-hint = Enregistrée sur un autre plateau ; elle est gardée en note ou supprimée, au choix, à l'enregistrement
sokoban-saved-game-broken = Ne se rejoue plus : { $why }
sokoban-saved-game-replay = Revoir
sokoban-saved-game-resume = Reprendre
sokoban-saved-game-resume-hint = Reprendre à la fin de cette partie

## The workspace: menus, clipboard, status bar.
sokoban-new-level-title = Niveau { $level }
sokoban-clipboard-unreadable = Impossible de lire le presse-papiers : { $error }
sokoban-generated-added = { $n ->
    [one] { $n } niveau généré ajouté ; Annuler le retire
   *[other] { $n } niveaux générés ajoutés ; Annuler les retire
}
sokoban-pasted-squares = { $w } x { $h } cases collées
sokoban-pasted-clipped = { $w } x { $h } des { $fw } x { $fh } cases collées : le reste tombait hors du plateau
sokoban-pasted-levels = { $n ->
    [one] { $n } niveau collé depuis le presse-papiers
   *[other] { $n } niveaux collés depuis le presse-papiers
}
sokoban-clipboard-no-board = Le presse-papiers ne contient aucun plateau de Sokoban
sokoban-playtest = Tester ce niveau
sokoban-play-collection = Jouer la collection à partir de ce niveau
sokoban-bundled = intégrée
sokoban-imported = { $n ->
    [one] { $n } niveau importé de { $from } ; Enregistrer sous pour l'écrire en .sok
   *[other] { $n } niveaux importés de { $from } ; Enregistrer sous pour les écrire en .sok
}
sokoban-opened = { $from } ouvert ({ $n ->
    [one] { $n } niveau
   *[other] { $n } niveaux
})
sokoban-menu-level = Niveau
sokoban-menu-generate = Générer…
sokoban-menu-generate-hint = Caisses et cibles placées dans les murs de ce plateau
sokoban-menu-play = Jouer
sokoban-menu-copy-level = Copier le niveau en XSB
sokoban-copied-level = Niveau copié en XSB
sokoban-menu-paste-levels = Coller des niveaux du presse-papiers
sokoban-menu-browser = Explorateur de niveaux
sokoban-menu-go-to = Aller au niveau…
sokoban-view-grid = Grille
sokoban-view-grid-hint = Raccourci : G
sokoban-view-dead = Cases mortes
sokoban-pointer = { $square } : { $what }
sokoban-status-size = niveau { $level } sur { $count }   { $w } x { $h }   caisses { $boxes }  cibles { $goals }
sokoban-resized = Plateau redimensionné en { $w } x { $h }
sokoban-resized-trimmed = Plateau redimensionné en { $w } x { $h } ; les fichiers ne gardent aucune ligne ni colonne vide au-delà des murs, il se rouvrira donc en { $sw } x { $sh }
sokoban-level-of = Niveau { $level } sur { $count }
sokoban-level-of-titled = Niveau { $level } sur { $count } : { $title }

## Playing and replaying.
sokoban-play-resumed = Partie reprise à { $n ->
    [one] { $n } déplacement
   *[other] { $n } déplacements
} : R recommence, Échap revient à l'éditeur
sokoban-play-started = En jeu : flèches ou ZQSD, Z annule, Y rétablit, R recommence, Échap revient à l'éditeur
sokoban-play-cannot = Impossible de jouer ce niveau : { $error }
sokoban-saved-game-no-replay = Cette partie enregistrée ne se rejoue pas : { $error }
sokoban-solution-no-replay = Cette solution ne se rejoue pas : { $error }
sokoban-replay-cannot = Relecture impossible : { $error }
sokoban-back-game-kept = Retour à l'éditeur : votre partie est gardée, F5 la reprend
sokoban-play-last-level = C'était le dernier niveau de la collection
sokoban-snapshot-saved = Instantané enregistré dans le niveau (enregistrez le fichier pour le garder)
sokoban-snapshot-already = Cette partie est déjà enregistrée
sokoban-solved-resumed = Résolu en { $moves ->
    [one] { $moves } déplacement
   *[other] { $moves } déplacements
} et { $pushes ->
    [one] { $pushes } poussée
   *[other] { $pushes } poussées
} (partie reprise d'un enregistrement, donc pas un record personnel).
sokoban-records-unsaved = Impossible d'enregistrer les records : { $error }
sokoban-solved = Résolu en { $moves ->
    [one] { $moves } déplacement
   *[other] { $moves } déplacements
} et { $pushes ->
    [one] { $pushes } poussée
   *[other] { $pushes } poussées
} !
sokoban-solved-best-moves = Meilleur nombre de déplacements à ce jour.
sokoban-solved-best-pushes = Meilleur nombre de poussées à ce jour.
sokoban-play-collection-heading = Partie de la collection
sokoban-play-heading = Test
sokoban-play-level = Niveau { $level } : { $title }
sokoban-play-counts = Déplacements { $moves }   Poussées { $pushes }
sokoban-play-time = Temps { $time }
sokoban-play-best-moves = Moins de déplacements : { $moves } / { $pushes }
sokoban-play-best-pushes = Moins de poussées : { $moves } / { $pushes }
sokoban-play-unsolvable = Insoluble à partir d'ici : { $why }
sokoban-play-undo-hint = Annulez (Z) pour revenir en arrière.
sokoban-play-next = Niveau suivant (Entrée)
sokoban-play-undo = Annuler (Z)
sokoban-play-redo = Rétablir (Y)
sokoban-play-restart = Recommencer (R)
sokoban-play-snapshot = Enregistrer un instantané
sokoban-play-snapshot-hint = Garder cette partie dans le fichier pour la reprendre plus tard
sokoban-back-esc = Retour à l'éditeur (Échap)
sokoban-play-help = Les flèches ou ZQSD déplacent le joueur. Cliquez sur une case pour y aller ; faites glisser une caisse pour la pousser.
sokoban-replay-step = pas
sokoban-replay-count = { $n ->
    [one] { $n } pas
   *[other] { $n } pas
}
sokoban-replay-rate = pas/s
sokoban-replay-counts = Pas { $step } sur { $len }   Poussées { $pushes }
sokoban-replay-solved = Résolu
sokoban-step-left = gauche
sokoban-step-up = haut
sokoban-step-right = droite
sokoban-step-down = bas
sokoban-step-push-left = poussée à gauche
sokoban-step-push-up = poussée en haut
sokoban-step-push-right = poussée à droite
sokoban-step-push-down = poussée en bas

## The editor's tools, palette, board and validation.
sokoban-tools = Outils
sokoban-tool-hint = { $hint } ({ $key })
sokoban-tool-pencil-hint = Peindre des cases ; glisser pour un trait. Le bouton droit efface.
sokoban-tool-rectangle-hint = Tracer un rectangle ; plein ou contour seul (option ci-dessous).
sokoban-tool-fill-hint = Remplir la zone connexe de cases identiques.
sokoban-tool-eraser-hint = Effacer vers l'extérieur (sol nu, affiché comme fond au-delà des murs).
sokoban-tool-select-hint = Glisser pour sélectionner ; Ctrl+C, Ctrl+X, Ctrl+V, Suppr.
sokoban-filled-rectangle = Rectangle plein
sokoban-palette = Palette
sokoban-brush-tip = { $brush }  ({ $key })
sokoban-brush-wall = Mur
sokoban-brush-floor = Sol
sokoban-brush-goal = Cible
sokoban-brush-box = Caisse
sokoban-brush-box-on-goal = Caisse sur cible
sokoban-brush-pusher = Joueur
sokoban-brush-outside = Extérieur
sokoban-board = Plateau
sokoban-rotate-right = Pivoter à droite
sokoban-rotate-left = Pivoter à gauche
sokoban-flip-horizontal = Miroir horizontal
sokoban-flip-vertical = Miroir vertical
sokoban-resize = Redimensionner…
sokoban-validation = Validation
sokoban-validation-counts = Caisses { $boxes }   Cibles { $goals }   Joueurs { $pushers }
sokoban-valid = Niveau valide : prêt à jouer

## The game layer's words the window shows: squares, problems, the solver's reasons.
sokoban-square-outside = extérieur
sokoban-square-floor = sol
sokoban-square-wall = mur
sokoban-square-goal = cible
sokoban-square-box = caisse
sokoban-square-box-on-goal = caisse sur une cible
sokoban-square-pusher = joueur
sokoban-square-pusher-on-goal = joueur sur une cible
sokoban-problem-too-large = Le plateau mesure { $w } x { $h } ; { $max } x { $max } au plus est pris en charge.
sokoban-problem-no-pusher = Il n'y a pas de joueur.
sokoban-problem-pushers = Il y a { $n } joueurs ; un niveau en a exactement un.
sokoban-problem-no-boxes = Il n'y a aucune caisse.
sokoban-problem-box-goal-count = { $boxes ->
    [one] { $boxes } caisse
   *[other] { $boxes } caisses
} mais { $goals ->
    [one] { $goals } cible
   *[other] { $goals } cibles
} ; il en faut autant.
sokoban-problem-dead-boxes = { $n ->
    [one] { $n } caisse ne pourra jamais être poussée sur une cible (un mur ou un coin l'en empêche).
   *[other] { $n } caisses ne pourront jamais être poussées sur une cible (un mur ou un coin les en empêche).
}
sokoban-problem-open-area = La zone du joueur n'est pas fermée par des murs : le joueur peut sortir du plateau.
sokoban-problem-unreachable-boxes = { $n ->
    [one] { $n } caisse que le joueur ne pourra jamais atteindre est hors des cibles.
   *[other] { $n } caisses que le joueur ne pourra jamais atteindre sont hors des cibles.
}
sokoban-why-dead-square = une caisse est sur une case morte : elle ne pourra jamais atteindre une cible
sokoban-why-frozen = caisses bloquées : des caisses qui ne bougeront plus jamais sont hors des cibles
sokoban-why-unmatched = les caisses ne peuvent plus être associées aux cibles
sokoban-why-exhausted-here = aucune solution n'existe à partir d'ici (toutes les positions ont été explorées)
sokoban-why-too-large = le niveau est trop grand pour le solveur
sokoban-why-unreachable-goals = plus de caisses que de cibles accessibles au joueur
sokoban-why-no-boxes = il n'y a aucune caisse à pousser
sokoban-why-dead-start = une caisse se trouve là où elle ne pourra jamais atteindre une cible
sokoban-why-internal = erreur interne : la solution trouvée ne se rejoue pas
sokoban-why-exhausted = toutes les positions accessibles ont été explorées
sokoban-replay-error = le pas { $step } (« { $letter } ») ne peut pas être joué : { $why }
sokoban-why-not-a-move = ce n'est pas une lettre de déplacement
sokoban-why-blocked = le chemin est bloqué
sokoban-position-pushers = le plateau a { $n } joueurs ; un niveau jouable en a exactement un
sokoban-stale-no-start = le plateau n'a pas de départ : { $error }
sokoban-stale-unsolved = elle ne résout plus le niveau
sokoban-stale-untitled = partie enregistrée
sokoban-stale-one = niveau { $level }, « { $title } » : { $why }
sokoban-stale-more = { " " }; et { $n } de plus
sokoban-stale-summary = { $n ->
    [one] { $n } partie enregistrée ne se rejoue plus
   *[other] { $n } parties enregistrées ne se rejouent plus
} sur les plateaux modifiés : { $list }{ $more }.
sokoban-lost-saved-games = { $n ->
    [one] { $n } partie enregistrée
   *[other] { $n } parties enregistrées
}
sokoban-lost-notes = notes
sokoban-lost-comments = commentaires
sokoban-lost-level = niveau { $level } ({ $what })
sokoban-lost-level-titled = niveau { $level } « { $title } » ({ $what })
sokoban-lost-file-notes = les notes du fichier
sokoban-lost-more = { " " }et { $n ->
    [one] { $n } niveau de plus
   *[other] { $n } niveaux de plus
}
sokoban-lost-summary = { $kind } ne garde pas ceci : { $list }{ $more } (utilisez .sok pour tout garder)
sokoban-no-walls = le niveau { $level } n'a pas de murs et ne peut pas être enregistré ; dessinez d'abord ses murs
sokoban-generate-no-layout = aucune disposition à remplir
sokoban-generate-too-many-boxes = { $n } caisses : le générateur en place au plus { $max } (la taille d'une position croît avec elles, et la recherche en garde jusqu'à --max-positions)
sokoban-generate-no-fit = { $boxes } caisses ne tiennent pas sur les { $floor } cases de sol de la disposition
sokoban-generate-layout-too-large = la disposition mesure { $w } x { $h } ; le solveur qui confirme chaque niveau prend au plus { $max } x { $max }
sokoban-generate-unconfirmed = la solution du solveur est fausse : { $why }
sokoban-generate-not-solving = elle ne résout pas le niveau
sokoban-generate-short-whole = avec { $boxes } caisses, aucun placement de cibles essayé dans cette disposition n'a de position à plus de { $pushes } poussées de la solution (chaque recherche a vu toutes les positions)
sokoban-generate-short-limit = la recherche à rebours s'est arrêtée à sa limite de { $positions } positions ou de { $cells } cases visitées pour la disposition (un grand sol coûte un remplissage par position)

## L’optimiseur de solutions
sokoban-optimize-not-solved = les mouvements laissent des caisses hors des cibles : ce n’est pas une solution
sokoban-optimize-too-long = la solution compte { $pushes } poussées : l’optimiseur en accepte au plus 60000

## Optimize in the window
sokoban-optimize-button = Optimiser…
sokoban-optimize-hint = Chercher une solution avec moins de poussées ou moins de déplacements, et l’ajouter aux parties enregistrées du niveau
sokoban-optimize-busy-hint = Une optimisation est en cours : arrêtez-la ou attendez qu’elle finisse
sokoban-optimize-not-a-solution = Cette partie enregistrée ne se rejoue pas jusqu’à une solution : il n’y a rien à optimiser
sokoban-optimize-solver-solution = la solution du solveur
sokoban-optimize-window = Optimiser
sokoban-optimize-from = À partir de { $name } : { $moves ->
    [one] { $moves } déplacement
   *[other] { $moves } déplacements
}, { $pushes ->
    [one] { $pushes } poussée
   *[other] { $pushes } poussées
}
sokoban-optimize-fewest-pushes = Le moins de poussées
sokoban-optimize-fewest-moves = Le moins de déplacements
sokoban-optimize-limit = limite de temps (s)
sokoban-optimize-start = Lancer
sokoban-optimize-stop = Arrêter
sokoban-optimize-running = Optimisation… { $secs } s, { $n } positions examinées
sokoban-optimize-best-so-far = Meilleure jusqu’ici : { $moves ->
    [one] { $moves } déplacement
   *[other] { $moves } déplacements
}, { $pushes ->
    [one] { $pushes } poussée
   *[other] { $pushes } poussées
}
sokoban-optimize-better = Meilleure solution trouvée : { $moves ->
    [one] { $moves } déplacement
   *[other] { $moves } déplacements
}, { $pushes ->
    [one] { $pushes } poussée
   *[other] { $pushes } poussées
} (contre { $was_moves }/{ $was_pushes } ; { $why }, { $secs } s), ajoutée aux parties enregistrées du niveau
sokoban-optimize-known = { $words } (elle y était déjà)
sokoban-optimize-no-better = Aucune meilleure solution trouvée ({ $why }, { $secs } s, { $n } positions)
sokoban-optimize-cannot = Optimisation impossible : { $why }
sokoban-optimize-edited = Le niveau a été modifié pendant l’optimisation : la solution trouvée ({ $moves }/{ $pushes }) ne le résout plus, rien n’a donc été ajouté
sokoban-optimize-stop-done = toutes les recherches autour d’elle sont terminées
sokoban-optimize-stop-optimal = optimalité prouvée
sokoban-optimize-stop-timeout = limite de temps atteinte
sokoban-optimize-stop-cancelled = arrêtée
sokoban-optimize-note-pushes = Optimisée par gridwright pour le moins de poussées, à partir de { $moves }/{ $pushes }
sokoban-optimize-note-moves = Optimisée par gridwright pour le moins de déplacements, à partir de { $moves }/{ $pushes }
