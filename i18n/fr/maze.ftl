# Les espaces de travail du labyrinthe et du labyrinthe invisible.

## Outils de l'éditeur
maze-tool-walls-tip = Murs : cliquez ou glissez près des bords des cases
maze-tool-entrance-tip = Entrée : cliquez sur une case
maze-tool-treasure-tip = Trésor (la sortie) : cliquez sur une case
maze-tools = Outils du labyrinthe
maze-tool-walls = Murs
maze-tool-walls-hover = Cliquez ou glissez près des bords des cases pour ajouter ou retirer des murs  (1)
maze-tool-entrance = Entrée
maze-tool-entrance-hover = Cliquez sur une case pour y placer l'entrée  (2)
maze-tool-treasure = Trésor
maze-tool-treasure-hover = Cliquez sur une case pour y placer la sortie (le trésor)  (3)
maze-turn-done = { $what } : fait
maze-resized = Labyrinthe redimensionné en { $w } x { $h }

## Fichiers, menus, barre d'état
maze-opened = Labyrinthe { $w } x { $h } ouvert : { $from }
maze-bundled = celui fourni avec gridwright
maze-watching-game = Relecture de la partie de labyrinthe invisible : { $from }
maze-export-graph-title = Exporter le graphe (Graphviz DOT)
maze-export-graph-done = Graphe enregistré
maze-menu-play = Jouer
maze-menu-new-invisible = Nouveau labyrinthe invisible…
maze-playtest-invisible = Tester, invisible
maze-menu-resume-steps = { $n ->
    [one] Reprendre le labyrinthe invisible ({ $n } pas)
   *[other] Reprendre le labyrinthe invisible ({ $n } pas)
}
maze-menu-resume = Reprendre le labyrinthe invisible
maze-size-invisible = labyrinthe invisible { $w } x { $h }
maze-size-replay = labyrinthe invisible { $w } x { $h } (relecture)
maze-size-maze = labyrinthe { $w } x { $h }

## Panneau latéral
maze-yes = oui
maze-no = non
maze-status = État
maze-figures-follow = Les chiffres suivront quand le labyrinthe sera fait.
maze-updating = Mise à jour…
maze-cells = { $w } x { $h } cases
maze-perfect = Parfait : { $answer }
maze-exit-reachable = Sortie accessible : { $answer }
maze-dead-ends = Culs-de-sac : { $n }
maze-interior-walls = Murs intérieurs : { $n } sur { $max } au plus
maze-views = Vues
maze-view-solution = Solution
maze-view-heat = Carte des distances
maze-view-graph = Vue en graphe
maze-method = Méthode
maze-no-path = Aucun chemin de l'entrée au trésor.
maze-path-steps = { $n ->
    [one] Chemin : { $n } pas
   *[other] Chemin : { $n } pas
}
maze-export-graph = Exporter le graphe (DOT)…
maze-generate = Générer
maze-generating = Génération : étape { $step } sur { $n }
maze-steps-per-second = étapes/s
maze-skip-to-end = Aller à la fin
maze-algorithm = Algorithme
maze-size = Taille
maze-seed = Graine
maze-braid = boucles
maze-step-by-step = Montrer pas à pas
maze-generate-maze = Générer le labyrinthe
maze-generated = Labyrinthe de { $width }x{ $height } généré ({ $algo }, graine { $seed }).
maze-heat-colour = Couleur : pas depuis l'entrée
maze-heat-range = près : 0 pas … loin : { $max } pas
maze-heat-unreachable = { $n ->
    [one] gris : inaccessible ({ $n } case)
   *[other] gris : inaccessible ({ $n } cases)
}

## Méthodes de résolution
maze-method-bfs = En largeur (le plus court)
maze-method-dfs = En profondeur
maze-method-left-hand = Main gauche sur le mur
maze-method-right-hand = Main droite sur le mur
maze-method-tremaux = Trémaux
maze-method-dead-end-filling = Comblement des culs-de-sac

## Labyrinthe invisible
maze-gave-up = { $name } abandonne après { $n ->
    [one] { $n } essai.
   *[other] { $n } essais.
}
maze-settings-not-kept = Impossible de retenir les réglages : { $error }
maze-invisible-started = Labyrinthe invisible (graine { $seed }) : mémorisez-le avant qu'il disparaisse
maze-n-starts-over = n recommence
maze-n-starts-new = n lance un nouveau labyrinthe
maze-entrance-is-exit = L'entrée est la sortie : placez d'abord le trésor ailleurs
maze-playtest-started = Test : mémorisez le labyrinthe ; Échap revient à l'éditeur
maze-resumed = Reprise : { $steps } pas, { $mistakes ->
    [one] { $mistakes } erreur
   *[other] { $mistakes } erreurs
}. { $again }
maze-back-to-editor = Retour à l'éditeur
maze-back-to-editor-esc = Retour à l'éditeur  (Échap)
maze-back-to-result = Retour au résultat de la partie
maze-back-to-result-esc = Retour au résultat  (Échap)
maze-kept-f5 = F5 la reprend
maze-kept-menu = Jouer > Reprendre la reprend
maze-back-game-kept = Retour à l'éditeur ; la partie est gardée : { $how }
maze-walls-hidden-status = Les murs sont cachés : trouvez le chemin de la sortie
maze-guard-record = La trace de cette partie
maze-guard-playing-again = rejouer
maze-guard-going-back = revenir à l'éditeur
maze-no-undo = Pas d'annulation dans le labyrinthe invisible : chaque choc compte comme une erreur et coûte une vie
maze-save-game-title = Enregistrer la partie
maze-saved-game = Partie enregistrée
maze-lost-lives = { $n ->
    [one] Perdu : votre seule vie est épuisée.
   *[other] Perdu : les { $n } vies sont épuisées.
}
maze-peeks-note = (Le labyrinthe a été remontré { $n } fois.)
maze-best-result-note = Meilleur résultat pour ces réglages !
maze-records-not-saved = Impossible d'enregistrer les records : { $error }
maze-invisible-heading = Labyrinthe invisible
maze-memorize = Mémorisez-le : { $left } s avant que les murs disparaissent
maze-reached-exit = Vous avez atteint la sortie
maze-no-lives-left = Plus de vie
maze-walls-hidden = Les murs sont cachés : trouvez le chemin
maze-lives-left = { $left ->
    [one] { $left } vie restante sur { $n }
   *[other] { $left } vies restantes sur { $n }
}
maze-play-figures = Pas { $steps }   erreurs { $mistakes }   coups d'œil { $peeks }
maze-best-short = Meilleur pour ces réglages : { $mistakes ->
    [one] { $mistakes } erreur
   *[other] { $mistakes } erreurs
}, { $steps } pas
maze-you-won = Gagné
maze-you-lost = Perdu
maze-again-new = Rejouer (nouveau labyrinthe)
maze-again-same = Rejouer (le même labyrinthe)
maze-replay-step-by-step = Revoir pas à pas
maze-save-game = Enregistrer la partie…
maze-keys = Touches (?)
maze-keys-help = Les flèches ou W A S D déplacent (et, comme l'original, d droite, g gauche, h ou e haut, b ou x bas) ; o jeu automatique, v remontre le labyrinthe (compté), n nouveau labyrinthe, Échap ou q retour à l'éditeur (une partie inachevée est gardée). Pas d'annulation : chaque choc compte.
maze-auto-play = Jeu automatique
maze-strategy = Stratégie
maze-strategy-sighted = { $name } (voit les murs)
maze-strategy-blind = { $name } (à l'aveugle)
maze-start-auto = Lancer le jeu automatique (o)
maze-auto-playing = En jeu : { $name }
maze-resume = Reprendre
maze-pause = Pause
maze-new-invisible = Nouveau labyrinthe invisible
maze-height = Hauteur
maze-width = Largeur
maze-density = densité
maze-seconds-visible = Secondes visible
maze-lives = Vies
maze-solvable-only = Labyrinthes solubles seulement
maze-dense-warning = Au-delà d'une densité d'environ 0,5, les labyrinthes solubles sont rares : la génération peut abandonner.
maze-best-long = Meilleur avec ces réglages : { $mistakes ->
    [one] { $mistakes } erreur
   *[other] { $mistakes } erreurs
}, { $steps } pas, { $secs } s (graine { $seed })
maze-no-result-yet = Pas encore de résultat avec ces réglages.
maze-start-game = Commencer la partie
maze-cancel = Annuler
maze-won-mistakes = { $n ->
    [0] Vous avez atteint la sortie en { $moves } sans la moindre erreur.
    [1] Vous avez atteint la sortie en { $moves }, en ne faisant qu'une erreur.
   *[other] Vous avez atteint la sortie en { $moves }, en ne faisant que { $n } erreurs.
}
maze-won-moves = { $steps ->
    [one] { $steps } déplacement
   *[other] { $steps } déplacements
}
maze-strategy-random-about = une direction au hasard, non bloquée par un mur connu (celle de l'original)
maze-strategy-wall-follower-about = garde la main droite sur le mur
maze-strategy-tremaux-about = marque les passages, n'en emprunte jamais un une troisième fois
maze-strategy-flood-fill-about = suit le plus court chemin en supposant ouverts les murs inconnus, recalcule après chaque choc
maze-strategy-cautious-about = pèse chaque chemin selon ses chances de murs (la densité observée) et les détours autour d'un choc
maze-strategy-shortest-about = le plus court chemin, en voyant tous les murs

## Relecture
maze-side-up = haut
maze-side-down = bas
maze-side-left = gauche
maze-side-right = droite
maze-replay-try = Essai { $at } sur { $n }
maze-replay-figures = Erreurs { $mistakes }   pas { $steps }

## Messages de la couche de jeu que la fenêtre affiche (la ligne de commande aussi)
maze-no-solvable = aucun labyrinthe à sortie accessible en { $n } essais à la densité { $density } (au-delà d'environ 0,5, peu sont solubles) ; baissez la densité, ou acceptez les labyrinthes insolubles
maze-save-picture-refused = un .{ $ext } est une image que gridwright ne peut pas relire ; enregistrez le labyrinthe en .maze (ou un autre format de labyrinthe) et utilisez Fichier > Exporter l'image… (Ctrl+E) pour l'image

## La sortie d'un labyrinthe au-delà de sa limite ; $hint vaut compact, ascii ou none
maze-write-too-large = { $format } de ce labyrinthe de { $width } x { $height } prendrait environ { $needed } Mio, au-delà de la limite de { $limit } Mio{ $hint ->
        [compact] {" "}(le format .maze est le plus compact)
        [ascii] {" "}(des --lm et --hm plus petits, ou .maze)
       *[none] {""}
    }
maze-format-maze = un fichier .maze
maze-format-ascii = un dessin
maze-format-grid = une matrice de grille
maze-format-blocks = une grille de blocs
maze-format-svg = une image SVG
maze-format-png = une image PNG

## Les curseurs de la relecture
maze-replay-step = essai
maze-replay-count = { $n ->
    [one] { $n } essai
   *[other] { $n } essais
}
maze-replay-rate = essais/s
