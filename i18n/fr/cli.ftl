# The command line's messages: errors, reports, progress, help (en français).


## Errors and the outcome of a command
cli-error = erreur : { $message }
cli-stdout-closed = la sortie standard est fermée
cli-stdout-failed = gridwright : impossible d'écrire sur la sortie standard : { $error }
cli-heartbeat = { $what } : { $done } sur { $total }
cli-wrote = { $file } écrit
cli-mebibytes = { $mib } Mio

## validate and info
cli-validate-level = { $file } : niveau { $level } { $title }
cli-validate-ok = { $name } : correct
cli-validate-problem = { $name } : { $problem }
cli-validate-summary = { $file } : { $n ->
        [one] { $n } niveau
       *[other] { $n } niveaux
    }, { $valid ->
        [one] { $valid } valide
       *[other] { $valid } valides
    }, { $invalid ->
        [one] { $invalid } invalide
       *[other] { $invalid } invalides
    }
cli-info-sokoban-heading = { $file } ({ $format }) : { $n ->
        [one] { $n } niveau
       *[other] { $n } niveaux
    }
cli-info-column-title = titre
cli-info-column-size = taille
cli-info-column-boxes = caisses
cli-info-column-goals = cibles
cli-info-column-solutions = solutions
cli-info-column-valid = valide
cli-info-yes = oui
cli-info-no = non

## Flag values
cli-value-not-seconds = « { $value } » n'est pas un nombre de secondes
cli-value-time-limit = « { $value } » : une limite de temps est un nombre de secondes de 0 à { $max }
cli-value-seed = « { $value } » : une graine est un nombre entier de 0 à { $max }
cli-value-not-number = « { $value } » n'est pas un nombre
cli-value-probability = « { $value } » : un nombre de 0 à 1 est attendu
cli-value-not-whole = « { $value } » n'est pas un nombre entier
cli-value-cell-chars = « { $value } » : la taille d'une case est un nombre pair de 2 à { $max }
cli-value-not-mib = « { $value } » n'est pas un nombre entier de Mio
cli-value-memory = « { $value } » : la mémoire est un nombre de Mio de 1 à { $max }
cli-value-memory-too-big = « { $value } » Mio dépasse les adresses de cette machine
cli-value-jobs = « { $value } » : le nombre de tâches est un entier de 1 à { $max }
cli-value-size-form = « { $value } » : LARGEURxHAUTEUR attendu, par exemple 120x80
cli-value-size-whole = « { $value } » : les dimensions sont des nombres entiers à partir de 1
cli-value-size-cells = « { $value } » : { $max } cases au plus
cli-levels-not-number = « { $part } » n'est ni un numéro de niveau ni une plage comme 3-7
cli-levels-from-one = « { $part } » : les niveaux sont numérotés à partir de 1
cli-levels-range-down = « { $part } » : une plage va en montant (écrivez { $low }-{ $high })
cli-levels-flag = --levels { $error }
cli-levels-selects-none = --levels « { $spec } » ne choisit aucun niveau de { $file }, qui a les niveaux 1-{ $count }
cli-jobs-lowered = remarque : { $jobs ->
        [one] { $jobs } tâche lancée
       *[other] { $jobs } tâches lancées
    }, et non { $wanted } : { $levels ->
        [one] { $levels } niveau
       *[other] { $levels } niveaux
    } sur { $cores ->
        [one] { $cores } cœur
       *[other] { $cores } cœurs
    }

## Writing files
cli-save-stdout-closed = { $file } : la sortie standard est fermée ; rien n'a été écrit
cli-save-is-folder = { $file } : c'est un dossier ; donnez un nom de fichier
cli-save-write-protected = { $file } : le fichier est protégé en écriture ; --force le remplace
cli-save-is-file = { $file } : c'est un fichier, pas un dossier
cli-save-folder-holds-input = { $folder } : la commande écrit ses fichiers ici, et ce dossier contient { $input }, une entrée de la commande ; choisissez un autre dossier
cli-save-is-input = { $file } : c'est une entrée de la commande ({ $input }) ; écrivez le résultat ailleurs
cli-save-one-output = { $what ->
        [map] -o n'écrit qu'une carte
       *[level] -o n'écrit qu'un niveau
    } ; utilisez --out-dir pour plusieurs
cli-save-no-folder = le dossier { $folder } n'existe pas
cli-save-not-folder = { $folder } n'est pas un dossier
cli-save-nul = { $file } : un nom contenant un octet NUL
cli-save-not-writable = le dossier { $folder } n'est pas accessible en écriture
cli-save-same-target = { $first } et { $second } seraient tous deux écrits dans { $target } : convertissez-les séparément, ou renommez l'un d'eux (rien n'a été écrit)
cli-save-out-dir-is-file = --out-dir { $folder } : c'est un fichier, pas un dossier

## Shared by the games' faces
cli-problem = problème : { $problem }
cli-kind-not-written = les fichiers « { $kind } » ne sont pas écrits

## BombFight
cli-bombfight-not-solved = { $file } : les cartes BombFight se jouent, elles ne se résolvent pas (gridwright play bombfight FICHIER)
cli-bombfight-info = { $file } : carte BombFight de { $width }x{ $height }, { $rounds ->
        [one] { $rounds } tour
       *[other] { $rounds } tours
    }, { $bricks ->
        [one] { $bricks } brique
       *[other] { $bricks } briques
    }, { $gems ->
        [one] { $gems } gemme
       *[other] { $gems } gemmes
    }, { $mushrooms ->
        [one] { $mushrooms } champignon
       *[other] { $mushrooms } champignons
    }, { $exits ->
        [one] { $exits } sortie
       *[other] { $exits } sorties
    }, { $valid ->
        [yes] valide
       *[no] non valide
    }
cli-bombfight-nearest-exit = sortie la plus proche à { $steps ->
        [one] { $steps } pas
       *[other] { $steps } pas
    }
cli-bombfight-exit-walled = aucune sortie ouverte, { $bricks ->
        [one] { $bricks } brique barre le chemin
       *[other] { $bricks } briques barrent le chemin
    }
cli-bombfight-no-exit = aucune sortie
cli-bombfight-side = { $name } : { $exit } ; sans bombe, atteint { $exits ->
        [one] { $exits } sortie
       *[other] { $exits } sorties
    }, { $gems ->
        [one] { $gems } gemme
       *[other] { $gems } gemmes
    } valant { $points }, { $mushrooms ->
        [one] { $mushrooms } champignon
       *[other] { $mushrooms } champignons
    }
cli-bombfight-fair = équité : aucun départ n'est nettement favorisé
cli-bombfight-unfair = inéquitable : { $flag }

## 2048
cli-g2048-info = { $file } : { $kind ->
        [record] partie enregistrée de 2048
       *[level] niveau de 2048
    } { $title }, { $width }x{ $height }, apparitions { $spawns }, objectif { $target }, annulation { $undo ->
        [yes] permise
       *[no] interdite
    }{ $puzzle ->
        [yes] , un casse-tête
       *[no] {""}
    }{ $seed ->
        [none] {""}
       *[other] , graine { $seed }
    }
cli-g2048-record = { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, score { $score }, plus haute tuile { $highest } ; la partie { $replays ->
        [yes] se rejoue à l'identique
       *[no] ne se rejoue PAS
    }
cli-g2048-puzzle-in-file = { $file } : casse-tête { $words }
cli-g2048-puzzle = casse-tête { $words }
cli-g2048-no-replay = la partie enregistrée ne se rejoue pas : { $error }
cli-g2048-score-differs = la partie enregistrée annonce un score de { $said }, ses coups en font { $made }
cli-g2048-not-solved = { $file } : le 2048 se joue, il ne se résout pas (gridwright play 2048 FICHIER, ou bench 2048 pour l'IA)

## Mazes
cli-maze-convert-to = les labyrinthes se convertissent en { $names }
cli-maze-memory = un labyrinthe de { $width }x{ $height } demande environ { $needed } Mio (génération et sortie), et cette machine n'a que { $free } Mio libres
cli-maze-no-path = aucun chemin de l'entrée à la sortie ({ $visited ->
        [one] { $visited } case visitée
       *[other] { $visited } cases visitées
    })
cli-maze-path = chemin de { $steps ->
        [one] { $steps } pas
       *[other] { $steps } pas
    }, { $visited ->
        [one] { $visited } case visitée
       *[other] { $visited } cases visitées
    }
cli-maze-one-output = -o écrit un seul labyrinthe, et { $inputs } entrées ont été données : utilisez --out-dir pour un fichier chacune
cli-maze-summary = { $file } : labyrinthe de { $width }x{ $height }, { $perfect ->
        [yes] parfait
       *[no] imparfait
    }, sortie { $reachable ->
        [yes] atteignable
       *[no] inatteignable
    }, { $dead_ends ->
        [one] { $dead_ends } impasse
       *[other] { $dead_ends } impasses
    }, { $walls } murs intérieurs sur { $max_walls } au plus

## convert and render
cli-progress-reading = lecture
cli-convert-mixed-games = les entrées mélangent plusieurs jeux ({ $games }) : convertissez les fichiers de chaque jeu à part
cli-convert-other-game = les fichiers { $game } se convertissent en { $targets }, et non en { $asked }
cli-render-cell = « { $value } » : une case mesure de { $low } à { $high } pixels
cli-render-format = « { $value } » : les images sont en svg ou en png
cli-render-levels-none = --levels ne choisit aucun de ses { $count } niveaux
cli-render-format-disagrees = --to { $to }, mais le nom de sortie se termine par .{ $named } : accordez-les
cli-render-level = niveau { $level } : { $error }
cli-render-wrote = { $file } écrit ({ $width } x { $height } pixels)

## The command line as a whole
cli-help-generate-about = Générer des niveaux ({ $games })
cli-file-and-command = « { $file } » ouvre la fenêtre, et une commande a été donnée aussi : donnez l'un ou l'autre
cli-unknown-command =
    gridwright : « { $file } » n'est ni une commande ni un fichier existant
    commandes : { $commands }
    (gridwright --help les liste ; gridwright FICHIER ouvre un fichier de niveaux dans l'éditeur)

## Help: the text after each command's options (examples, exit status, keys)
cli-help-convert =
    Exemples :
      gridwright convert XSokoban_90.xsb --to sok -o xsokoban.sok
      gridwright convert x.sok --to xsb
      gridwright convert levels/*.xsb --to sok --out-dir converted/
      gridwright convert a.xsb b.xsb --to sok -o both.sok   (les niveaux de toutes les entrées, dans l'ordre)
      gridwright convert map.bflvl --to bot-input
cli-help-validate =
    Code de sortie : 0 tous les niveaux valides, 1 un niveau invalide, 2 un fichier illisible.

    Exemple :
      gridwright validate levels/sokoban/original.sok my_levels.sok
cli-help-info =
    Exemples :
      gridwright info Microban_155.xsb
      gridwright info my.sok --json
cli-help-solve =
    Code de sortie : 0 tous les niveaux résolus, 1 un niveau non résolu, 2 un fichier illisible.

    Exemples :
      gridwright solve Microban_155.xsb --time-limit 10
      gridwright solve my.sok --levels 1-10,15 --json
      gridwright solve my.sok --optimal -o solved.sok
      gridwright solve XSokoban_90.xsb --shard 0/3 --results part-0.jsonl   (une part sur 3 ; puis gridwright merge part-*.jsonl -o solved.sok)
cli-help-render =
    Exemples :
      gridwright render levels/sokoban/original.sok -o original.png   (une planche de tous les niveaux)
      gridwright render Microban_155.xsb --levels 1-20 --to svg
      gridwright render my.sok --out-dir pictures/ --cell 24
      gridwright render levels/bombfight/duel.bflvl -o duel.png
cli-help-generate =
    Exemples :
      gridwright generate maze --algo wilson --size 40x30 --seed 2 -o w.maze
      gridwright generate bombfight --size 15x13 --seed 3 -o map.bflvl
cli-help-laby =
    Touches : d droite, g ou s gauche, h ou e haut, b ou x bas (et w, a, les flèches) ; o jeu automatique, v revoir le labyrinthe, n nouveau labyrinthe, q quitter, ? aide.

    Exemples :
      gridwright laby 10 20 0.20 10 5
      gridwright laby 10 20 0.3 5 5 --lang fr --solvable --seed 7
      gridwright laby 6 8 0.25 3 4 --cell 4x2
cli-help-play =
    Exemple :
      gridwright play bombfight levels/bombfight/duel.bflvl --p1 random --p2 idle
cli-help-tournament =
    Exemple :
      gridwright tournament --builtin random,greedy,strong --random-maps 50 --seed 1
    --help affiche plus d'exemples et les règles.
cli-help-2048 =
    Exemple :
      gridwright 2048 move --board "0 0 2 2/0 0 0 0/0 0 0 0/0 0 0 0" --dir left --no-spawn
cli-help-bench =
    Exemple :
      gridwright bench sokoban XSokoban_90.xsb --time-limit 10
cli-help-bench-sokoban =
    Exemple :
      gridwright bench sokoban XSokoban_90.xsb --time-limit 10 --jobs 1
      gridwright bench sokoban XSokoban_90.xsb --time-limit 10 --shards 4 --results part-$SLURM_ARRAY_TASK_ID.jsonl   (puis gridwright merge part-*.jsonl)
cli-help-bench-sokoban-generate =
    Exemple :
      gridwright bench sokoban-generate --sizes 8x7,10x8,12x10 --levels 5
cli-help-bench-maze =
    Exemple :
      gridwright bench maze --size 10000x10000 --algo kruskal
cli-help-bench-laby =
    Exemple :
      gridwright bench laby --size 20x20 --density 0.3 --games 100 --seed 1
cli-help-bench-bombfight =
    Exemple :
      gridwright bench bombfight --seconds 1
cli-help-bench-2048 =
    Exemple :
      gridwright bench 2048 --games 20 --seed 1 --stop-at 8192
      gridwright bench 2048 --games 1000 --seed 1 --shard 0/4 --results part-0.jsonl   (parties par numéro ; puis gridwright merge part-*.jsonl)
cli-help-generate-maze =
    Exemples :
      gridwright generate maze --algo kruskal --size 120x80 --seed 3 -o k.maze
      gridwright generate maze --algo wilson --size 20x10 --seed 1 --format grid-json -o w.json
      gridwright generate maze --density 0.2 --size 20x10 --seed 5 --format ascii -o laby.txt
      gridwright generate maze --algo backtracker --size 40x30 --braid 0.5 -o loops.svg
cli-help-generate-bombfight =
    Exemples :
      gridwright generate bombfight --size 15x13 --bricks 0.4 --points 0.15 --rounds 100 --exits 2 --seed 3 -o map.bflvl
      gridwright generate bombfight --size 16x12 --no-symmetric --exits 3
cli-help-generate-sokoban =
    Code de sortie : 0 niveaux créés, 1 aucun confirmé, 2 entrée incorrecte.

    Exemples :
      gridwright generate sokoban --size 10x8 --boxes 4 --seed 1 -o one.sok
      gridwright generate sokoban --size 12x10 --boxes 5 --count 10 --seed 7 -o ten.sok
      gridwright generate sokoban --from Microban_155.xsb --levels 1-20 --seed 1 -o filled.sok
      gridwright generate sokoban --from my.sok --keep-goals --json
      gridwright generate sokoban --count 100 --seed 7 --shard 0/4 --results part-0.jsonl   (le niveau i de la graine 7+i ; puis gridwright merge part-*.jsonl -o all.sok)
cli-help-play-bombfight =
    BOT est human, un bot intégré ou la ligne de commande d'un programme. --help affiche les règles.
cli-help-play-2048 =
    Touches : z haut, q gauche, s bas, d droite (w a et les flèches aussi), u annuler quand le niveau le permet, x quitter.
    Hors d'un terminal : un coup par ligne (z, q, s, d, up, left…), sans codes d'échappement.

    Exemples :
      gridwright play 2048
      gridwright play 2048 levels/2048/classic-5x5.2048 --seed 7 --lang fr
      printf 'q\nz\nd\n' | gridwright play 2048 --seed 1
cli-help-2048-move =
    Les lignes sont séparées par / ou des retours à la ligne, les valeurs par des espaces ou des virgules ; 0 ou . est une case vide.
    Code de sortie 1 quand le coup ne change rien (« Coup impossible »).

    Exemples :
      gridwright 2048 move --board "0 0 2 2/0 0 0 0/0 0 0 0/0 0 0 0" --dir left --no-spawn
      gridwright 2048 move --board "2 2 4 0" --dir right --seed 7

## Help: the words that name each game
cli-heading-sokoban = Sokoban
cli-heading-bombfight = BombFight
cli-heading-2048 = 2048
cli-heading-maze = Labyrinthes
cli-files-sokoban = une collection Sokoban
cli-files-bombfight = une carte ou une relecture BombFight
cli-files-2048 = un niveau ou une partie enregistrée de 2048
cli-files-maze = un labyrinthe (ou une partie enregistrée du labyrinthe invisible)
cli-solves-sokoban = les niveaux de Sokoban (recherche meilleur d'abord, ou le moins de poussées avec --optimal)
cli-solves-maze = les labyrinthes (un chemin de l'entrée à la sortie)
cli-help-about = Éditeur de niveaux et outils pour fichiers de casse-tête ({ $games })
cli-help-long-about =
    { $about }.

    Sans sous-commande, ouvre la fenêtre de l'éditeur : sur FICHIER s'il est donné, sinon sur les niveaux fournis.
cli-help-solve-about = Résoudre { $what }
cli-help-or = ou
cli-help-solve-file = Le fichier : { $files }
cli-help-convert-inputs = Fichiers d'entrée : { $files } ; le format est reconnu d'après l'extension et le contenu
cli-help-render-file = Le fichier à dessiner : { $files }

## tournament et tournament merge
cli-help-tournament-merge =
    Exemple :
      gridwright tournament merge shard-0.jsonl shard-1.jsonl shard-2.jsonl shard-3.jsonl --json
    Code de sortie 2, avec le nom du fichier, quand les fichiers viennent de deux exécutions,
    qu'une part y est deux fois, ou qu'une part manque ou est inachevée (--partial affiche
    le rapport malgré tout).
cli-tourney-long-help =
    Chaque paire joue chaque carte deux fois, en échangeant les départs ; les scores des parties s'additionnent.

    Exemples :
      gridwright tournament --builtin random,greedy,strong --random-maps 50 --seed 1
      gridwright tournament --bot mine="python3 examples/bombfight_bot.py" --bot fast:persistent="python3 examples/bombfight_bot.py --persistent" --builtin strong --maps levels/bombfight/*.bflvl --replays games/

    Sur plusieurs machines (examples/cluster/ contient des fichiers pour Slurm, GNU parallel et Kubernetes) :
      gridwright tournament --builtin random,greedy,strong --random-maps 8 --seed 3 --shard 0/4 --results shard-0.jsonl
      gridwright tournament merge shard-*.jsonl
    Une part relancée avec le même fichier --results saute les parties déjà terminées.

    { $rules }
cli-tourney-too-many-games = { $n } parties prévues ; au plus { $max }
cli-tourney-far-too-many-games = trop de parties prévues ; au plus { $max }
cli-tourney-no-ctrl-c = remarque : Ctrl+C n'arrêtera pas le tournoi proprement ({ $error })
cli-tourney-stopped = arrêté : { $done } parties jouées sur { $wanted }
cli-tourney-bot-expected = --bot { $spec } : NOM=COMMANDE attendu
cli-tourney-bot-mode = --bot { $name } : le mode est per-turn ou persistent
cli-tourney-bot-program = --bot { $spec } : COMMANDE doit être un programme ; les bots intégrés vont dans --builtin
cli-tourney-builtin-unknown = --builtin { $name } : les bots intégrés sont { $known }
cli-tourney-same-name = deux participants s'appellent { $name }
cli-tourney-too-few = un tournoi demande au moins deux participants (--bot, --builtin)
cli-tourney-no-maps = donnez --maps FICHIERS ou --random-maps N
cli-tourney-games-played = parties jouées
cli-tourney-note-left = , encore environ { $time }
cli-tourney-note-elapsed = , { $time } écoulées{ $left }

## The window cannot open (src/main.rs)
cli-no-window-error = gridwright : impossible d'ouvrir la fenêtre de l'éditeur : { $error }
cli-no-window-built = gridwright : cette version n'a pas de fenêtre d'éditeur (construite sans la fonctionnalité `gui`) ; voir gridwright --help pour les commandes

## optimize
cli-help-optimize =
    Chaque niveau part de sa meilleure solution enregistrée pour le critère (ou de celle du
    solveur, s’il n’en a pas) et la garde ; une meilleure solution est ajoutée à côté. Ctrl+C
    garde la meilleure trouvée jusque-là.
    Code de sortie : 0 tous les niveaux optimisés, 1 un niveau sans solution de départ (rien
    n’est écrit), 2 un fichier illisible.

    Exemples :
      gridwright optimize solved.sok --metric pushes --time-limit 10 -o better.sok
      gridwright optimize XSokoban_90.xsb --levels 1-3 --metric moves --json
cli-optimize-no-ctrl-c = Ctrl+C ne gardera pas la meilleure solution trouvée : { $error }
cli-optimize-not-started = niveau { $level } : pas commencé (arrêt par Ctrl+C)
cli-optimize-no-start = niveau { $level } : aucune solution de départ : { $why }
cli-optimize-nothing-written = rien n’est écrit : laissez ces niveaux de côté avec --levels
cli-optimize-stale = la partie enregistrée « { $title } » ne se rejoue pas : { $why }
cli-optimize-unsolved = le niveau n’a pas de solution enregistrée et le solveur n’en a pas trouvé en { $seconds } s
cli-optimize-progress = Niveau { $level } : meilleure { $moves }/{ $pushes } (déplacements/poussées), { $positions } positions
cli-optimize-left-out = { $n ->
    [one] 1 niveau sans solution enregistrée laissé de côté (nommez-le avec --levels pour le résoudre d’abord)
   *[other] { $n } niveaux sans solution enregistrée laissés de côté (nommez-les avec --levels pour les résoudre d’abord)
}
