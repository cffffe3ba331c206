# L'aide de la ligne de commande : les mots de clap, ses messages d'erreur, puis l'aide de
# chaque commande et de chaque option (`help-*`), dont l'anglais est dans les commentaires de
# documentation du code (src/cli/) et rappelé en commentaire au-dessus de chaque message.

## Les mots de clap dans l'aide

cli-clap-usage = Utilisation
cli-clap-commands = Commandes
cli-clap-arguments = Arguments
cli-clap-options = Options
cli-clap-command-value = COMMANDE
cli-clap-help = Afficher l'aide
cli-clap-help-more = Afficher l'aide (--help pour le détail)
cli-clap-help-summary = Afficher l'aide (-h pour un résumé)
cli-clap-version = Afficher la version
cli-clap-help-command = Afficher ce message, ou l'aide des sous-commandes données
cli-clap-help-command-arg = Afficher l'aide de ces sous-commandes
cli-clap-default = par défaut
cli-clap-possible-values = valeurs possibles
# Between the items of a list in help (the files `convert` reads).
cli-help-semicolon = { "\u00A0; " }
cli-clap-possible-values-heading = Valeurs possibles

## Les erreurs de clap

cli-clap-error = erreur
cli-clap-try-help = Pour en savoir plus, essayez { $flag }.
cli-clap-unknown-argument = argument inattendu { $arg }
cli-clap-value-required = { $arg } attend une valeur, mais aucune n'a été donnée
cli-clap-invalid-value = valeur { $value } invalide pour { $arg }
cli-clap-too-many-values = valeur { $value } inattendue pour { $arg } : il n'en faut pas d'autre
cli-clap-wrong-number-of-values = { $arg } attend { $n ->
    [one] { $n } valeur
   *[other] { $n } valeurs
  }, { $given ->
    [one] { $given } a été donnée
   *[other] { $given } ont été données
  }
cli-clap-no-equals = { $arg } demande un signe égal (=) avant sa valeur
cli-clap-invalid-subcommand = sous-commande inconnue { $name }
cli-clap-missing-arguments = { $n ->
    [one] il manque l'argument obligatoire :
   *[other] il manque les arguments obligatoires :
  }
cli-clap-missing-subcommand = { $name } attend une sous-commande, mais aucune n'a été donnée
cli-clap-subcommands = sous-commandes
cli-clap-conflict = l'argument { $arg } ne peut pas être employé avec
cli-clap-conflict-repeated = l'argument { $arg } ne peut être donné qu'une fois
cli-clap-conflict-others = un ou plusieurs des autres arguments donnés
cli-clap-kind-value = une valeur ne convient pas à son argument
cli-clap-kind-unknown = argument inattendu
cli-clap-kind-subcommand = sous-commande inconnue ou manquante
cli-clap-kind-utf8 = un argument n'est pas de l'UTF-8 valide
cli-clap-kind-other = la ligne de commande est incorrecte
cli-clap-tip = astuce
cli-clap-similar-argument = { $n ->
    [one] un argument proche existe
   *[other] des arguments proches existent
  } : { $names }
cli-clap-similar-subcommand = { $n ->
    [one] une sous-commande proche existe
   *[other] des sous-commandes proches existent
  } : { $names }
cli-clap-similar-value = { $n ->
    [one] une valeur proche existe
   *[other] des valeurs proches existent
  } : { $names }
cli-clap-tip-value = pour donner { $arg } comme valeur, écrivez { $usage }
cli-clap-tip-double-dash = la sous-commande { $name } existe : pour l'employer, retirez le « -- » qui la précède
cli-clap-tip-exists = { $usage } existe

## L'aide des commandes et des options

# A level file to open in the editor
help-file = Un fichier de niveaux à ouvrir dans l'éditeur
    .value = FICHIER

# Replace write-protected output files (as `cp -f`); without it they are refused
help-force = Remplacer les fichiers de sortie protégés en écriture (comme `cp -f`) ; sans cette option, ils sont refusés

# Convert level files between formats
help-convert = Convertir des fichiers de niveaux d'un format à un autre

help-convert-inputs =
    .value = ENTRÉES

# Output format (each game's files convert to that game's targets)
help-convert-to = Le format de sortie (les fichiers de chaque jeu se convertissent vers les formats de ce jeu)
    .value = FORMAT

# A Sokoban `.sok` collection
help-convert-to-sok = Une collection Sokoban `.sok`

# A Sokoban XSB collection
help-convert-to-xsb = Une collection Sokoban XSB

# A Sokoban `.slc` XML collection
help-convert-to-slc = Une collection Sokoban XML `.slc`

# gridwright's `.maze` text
help-convert-to-maze = Le texte `.maze` de gridwright

# The invisible maze's art
help-convert-to-ascii = Le dessin du labyrinthe invisible

# The graph-maze matrix, JSON spelling
help-convert-to-grid-json = La matrice du labyrinthe-graphe, écrite en JSON

# The graph-maze matrix, Python spelling
help-convert-to-grid-python = La matrice du labyrinthe-graphe, écrite en Python

# A maze as `#` and spaces
help-convert-to-blocks = Un labyrinthe en `#` et en espaces

# A maze as an SVG picture
help-convert-to-svg = Un labyrinthe en image SVG

# A maze as a PNG picture
help-convert-to-png = Un labyrinthe en image PNG

# A 2048 level
help-convert-to-2048 = Un niveau de 2048

# A BombFight map
help-convert-to-bflvl = Une carte BombFight

# A BombFight map's first turn as the bot protocol's input
help-convert-to-bot-input = Le premier tour d'une carte BombFight, comme l'entrée du protocole des bots

# Write one file holding the levels of every input, in order
help-convert-output = Écrire un seul fichier avec les niveaux de toutes les entrées, dans l'ordre
    .value = SORTIE

# Write one file per input into this folder, named after the input
help-convert-out-dir = Écrire un fichier par entrée dans ce dossier, nommé d'après l'entrée
    .value = DOSSIER

# Run-length encode boards and moves
help-convert-rle = Compresser plateaux et déplacements par plages (RLE)

# Characters per cell across in ASCII art (even, 2 to 1000)
help-convert-lm = Caractères par case en largeur dans le dessin ASCII (pair, de 2 à 1000)
    .value = LM

# Characters per cell down in ASCII art (even, 2 to 1000)
help-convert-hm = Caractères par case en hauteur dans le dessin ASCII (pair, de 2 à 1000)
    .value = HM

# Pictures (svg, png): draw the path from the entrance to the exit
help-convert-solution = Images (svg, png) : tracer le chemin de l'entrée à la sortie

# Check every level of the files and report problems
help-validate = Vérifier chaque niveau des fichiers et signaler les problèmes

# Level files to check
help-validate-files = Les fichiers de niveaux à vérifier
    .value = FICHIERS

# Print only problems and the summary
help-validate-quiet = N'afficher que les problèmes et le bilan

# Require a perfect maze (one path between any two cells), not only a reachable exit
help-validate-perfect = Exiger un labyrinthe parfait (un seul chemin entre deux cases quelconques), pas seulement une sortie accessible

# Describe the levels of a file
help-info = Décrire les niveaux d'un fichier

# The level file
help-info-file = Le fichier de niveaux
    .value = FICHIER

# Print JSON instead of a table
help-info-json = Afficher du JSON au lieu d'un tableau

help-solve-file =
    .value = FICHIER

# One JSON object per level (or maze) and line
help-solve-json = Un objet JSON par niveau (ou par labyrinthe) et par ligne

# Levels to solve, 1-based: `1-10,15` (default: all)
help-solve-levels = Les niveaux à résoudre, numérotés à partir de 1 : `1-10,15` (par défaut : tous)
    .value = NIVEAUX

# Seconds per level (0 to 86400)
help-solve-time-limit = Secondes par niveau (de 0 à 86400)
    .value = SECONDES

# Levels solved at once (default: one per core; at most one per core and per level)
help-solve-jobs = Niveaux résolus en même temps (par défaut : un par cœur ; au plus un par cœur et par niveau)
    .value = TÂCHES

# Fewest pushes, then fewest moves, instead of the first solution found (small levels)
help-solve-optimal = Le moins de poussées, puis le moins de déplacements, au lieu de la première solution trouvée (petits niveaux)

# Memory for all searches together, in MiB (shared among the jobs; 1 to 1048576)
help-solve-memory-mib = La mémoire de toutes les recherches ensemble, en Mio (partagée entre les tâches ; de 1 à 1048576)
    .value = MIO

# Write the collection with the solutions added
help-solve-output = Écrire la collection avec les solutions ajoutées
    .value = SORTIE

# The solving method
help-solve-algo = La méthode de résolution
    .value = ALGO

# Print the path as directions (n e s w)
help-solve-dirs = Afficher le chemin en directions (n e s w)

# The letter for west in --dirs (`o` as the French original writes)
help-solve-west = La lettre de l'ouest pour --dirs (`o`, comme l'écrit l'original français)
    .value = LETTRE

# Draw a file as a picture (SVG or PNG): a level, a contact sheet of a collection, or one picture per level
help-render = Dessiner un fichier en image (SVG ou PNG) : un niveau, une planche d'une collection, ou une image par niveau

help-render-file =
    .value = FICHIER

# The picture's format; without it, the output's extension decides (PNG when it has none)
help-render-to = Le format de l'image ; sans cette option, l'extension de la sortie décide (PNG si elle n'en a pas)
    .value = FORMAT

# The picture to write; without it and --out-dir, FILE's name with the format's extension, in the current folder
help-render-output = L'image à écrire ; sans cette option ni --out-dir, le nom de FICHIER avec l'extension du format, dans le dossier courant
    .value = SORTIE

# Write one picture per level into this folder (NAME-0001.png, ...) instead of one picture or a contact sheet
help-render-out-dir = Écrire une image par niveau dans ce dossier (NOM-0001.png, …) au lieu d'une image ou d'une planche
    .value = DOSSIER

# Levels to draw, like 1-10,15 (default: all). Several levels make a contact sheet
help-render-levels = Les niveaux à dessiner, comme 1-10,15 (par défaut : tous). Plusieurs niveaux font une planche
    .value = NIVEAUX

# Pixels a cell, 2 to 256 (default: 32 for one picture; for a contact sheet, 16 or less, so that the sheet fits the picture limit)
help-render-cell = Pixels par case, de 2 à 256 (par défaut : 32 pour une image ; pour une planche, 16 ou moins, pour que la planche tienne dans la taille maximale d'une image)
    .value = CASE

# Columns of a contact sheet (default: about square)
help-render-columns = Les colonnes d'une planche (par défaut : à peu près carrée)
    .value = COLONNES

# Draw the solution: a maze's shortest path from the entrance to the exit, the boxes' paths of a Sokoban level's best saved solution
help-render-solution = Tracer la solution : le plus court chemin d'un labyrinthe de l'entrée à la sortie, les trajets des caisses de la meilleure solution enregistrée d'un niveau de Sokoban

# The invisible maze, as the original console game: laby HEIGHT WIDTH DENSITY SECONDS LIVES
help-laby = Le labyrinthe invisible, comme le jeu console original : laby HAUTEUR LARGEUR DENSITÉ SECONDES VIES

# height width density seconds lives, as the original: `10 20 0.20 10 5`
help-laby-params = hauteur largeur densité secondes vies, comme l'original : `10 20 0.20 10 5`
    .value = PARAMÈTRES

# Characters per cell, across and down: LMxHM, both even and at least 2
help-laby-cell = Caractères par case, en largeur et en hauteur : LMxHM, tous deux pairs et d'au moins 2
    .value = CASE

# Seed of the first maze (the next game takes the next seed); default: from the clock
help-laby-seed = La graine du premier labyrinthe (la partie suivante prend la graine suivante) ; par défaut : d'après l'horloge
    .value = GRAINE

# The messages' language: en, or fr (the original's words)
help-laby-lang = La langue des messages : en, ou fr (les mots de l'original)
    .value = LANGUE

# Only mazes whose exit is reachable (the original does not check)
help-laby-solvable = Seulement des labyrinthes dont la sortie est accessible (l'original ne le vérifie pas)

# A BombFight round robin between bots (built-in and programs) on maps
help-tournament = Un tournoi BombFight où chaque bot (intégré ou programme) affronte tous les autres, sur des cartes

# A program: NAME=COMMAND (run per turn) or NAME:persistent=COMMAND (started once a game). Repeat for more
help-tournament-bots = Un programme : NOM=COMMANDE (lancé à chaque tour) ou NOM:persistent=COMMANDE (lancé une fois par partie). À répéter pour en ajouter
    .value = NOM=COMMANDE

# Built-in bots to enter, separated by commas (idle, random, greedy, strong)
help-tournament-builtin = Les bots intégrés à inscrire, séparés par des virgules (idle, random, greedy, strong)
    .value = BOTS

# The maps (.bflvl)
help-tournament-maps = Les cartes (.bflvl)
    .value = CARTES

# Play on this many random maps (point-symmetric, sizes from 11x9 to 19x15), 1 to 100000
help-tournament-random-maps = Jouer sur ce nombre de cartes aléatoires (symétriques par rapport au centre, de 11x9 à 19x15), de 1 à 100000
    .value = NOMBRE

# Seed of the random maps and of the bots' choices
help-tournament-seed = La graine des cartes aléatoires et des choix des bots
    .value = GRAINE

# Games played at once (default: one per core)
help-tournament-jobs = Parties jouées en même temps (par défaut : une par cœur)
    .value = TÂCHES

# Write every game's replay to this folder
help-tournament-replays = Écrire la relecture de chaque partie dans ce dossier
    .value = DOSSIER

# Write every program's turns to this folder
help-tournament-bot-log = Écrire les tours de chaque programme dans ce dossier
    .value = DOSSIER

# Seconds a program has for each answer
help-tournament-time-limit = Les secondes dont un programme dispose pour chaque réponse
    .value = SECONDES

# Print the standings, maps and games as JSON
help-tournament-json = Afficher le classement, les cartes et les parties en JSON

# Do only part K of N of the run (K from 0): the games or levels whose number modulo N is K. Merge the parts' --results files with `gridwright merge`
help-tournament-shard = Ne faire que la part K sur N de l'exécution (K à partir de 0) : les parties ou les niveaux dont le numéro modulo N vaut K. Réunissez les fichiers --results des parts avec `gridwright merge`
    .value = K/N

# Split into N parts, this one's index from JOB_COMPLETION_INDEX (Kubernetes) or SLURM_ARRAY_TASK_ID (Slurm job arrays)
help-tournament-shards = Partager en N parts, l'indice de celle-ci étant lu dans JOB_COMPLETION_INDEX (Kubernetes) ou SLURM_ARRAY_TASK_ID (tableaux de tâches Slurm)
    .value = N

# Append each finished game or level to this file (JSON lines, a header first); run again with the same file to finish an interrupted run without doing anything twice
help-tournament-results = Ajouter chaque partie ou niveau terminé à ce fichier (des lignes JSON, précédées d'un en-tête) ; relancez avec le même fichier pour finir une exécution interrompue sans rien refaire
    .value = FICHIER

# Merge the --results files of a run's shards into the one-process report (as `gridwright merge`)
help-tournament-merge = Réunir les fichiers --results des parts d'une exécution en un seul bilan, comme d'un seul processus (comme `gridwright merge`)

# The shards' --results files, in any order
help-tournament-merge-files = Les fichiers --results des parts, dans n'importe quel ordre
    .value = FICHIERS

# Give what there is when a shard is missing or unfinished (said on stderr)
help-tournament-merge-partial = Donner ce qu'il y a quand une part manque ou n'est pas finie (signalé sur la sortie d'erreur)

# The verb's --json output
help-tournament-merge-json = La sortie --json de la commande

# Measure performance (the figures in README)
help-bench = Mesurer les performances (les chiffres du README)

# Solve every level of a file and report solved count, total and median time, peak memory
help-bench-sokoban = Résoudre chaque niveau d'un fichier et donner le nombre de niveaux résolus, le temps total et médian, le pic de mémoire

help-bench-sokoban-file =
    .value = FICHIER

# Seconds per level (0 to 86400)
help-bench-sokoban-time-limit = Secondes par niveau (de 0 à 86400)
    .value = SECONDES

# Levels solved at once (default: one per core)
help-bench-sokoban-jobs = Niveaux résolus en même temps (par défaut : un par cœur)
    .value = TÂCHES

# Levels to solve, 1-based: `1-10,15` (default: all)
help-bench-sokoban-levels = Les niveaux à résoudre, numérotés à partir de 1 : `1-10,15` (par défaut : tous)
    .value = NIVEAUX

# Memory for all searches together, in MiB
help-bench-sokoban-memory-mib = La mémoire de toutes les recherches ensemble, en Mio
    .value = MIO

# Generate Sokoban levels: levels a minute for a few sizes, and their mean fewest pushes against random placement in the same rooms
help-bench-sokoban-generate = Générer des niveaux de Sokoban : les niveaux par minute pour quelques tailles, et la moyenne de leur nombre minimal de poussées, face à un placement au hasard dans les mêmes salles

# Room sizes, WIDTHxHEIGHT, comma-separated
help-bench-sokoban-generate-sizes = Les tailles des salles, LARGEURxHAUTEUR, séparées par des virgules
    .value = TAILLES

# Levels made per size
help-bench-sokoban-generate-levels = Niveaux créés par taille
    .value = NIVEAUX

# Boxes a level holds
help-bench-sokoban-generate-boxes = Le nombre de caisses d'un niveau
    .value = CAISSES

# The first seed; level k of a size has seed + k
help-bench-sokoban-generate-seed = La première graine ; le niveau k d'une taille a la graine + k
    .value = GRAINE

# Seconds for each optimal solve
help-bench-sokoban-generate-time-limit = Secondes pour chaque résolution optimale
    .value = SECONDES

# Generate (and solve) a large maze with each generator; times and peak memory
help-bench-maze = Générer (et résoudre) un grand labyrinthe avec chaque générateur ; temps et pic de mémoire

# Size in cells, WIDTHxHEIGHT
help-bench-maze-size = La taille en cases, LARGEURxHAUTEUR
    .value = TAILLE

# A generator, or `all`
help-bench-maze-algo = Un générateur, ou `all`
    .value = ALGO

# Seed of every maze
help-bench-maze-seed = La graine de chaque labyrinthe
    .value = GRAINE

# The invisible maze's auto-play strategies on the same solvable mazes: success, steps, bumps and time per game
help-bench-laby = Les stratégies de jeu automatique du labyrinthe invisible sur les mêmes labyrinthes solubles : réussite, pas, chocs et temps par partie

# Size in cells, WIDTHxHEIGHT (as every --size; the console game's own parameters keep the original's HEIGHT WIDTH order)
help-bench-laby-size = La taille en cases, LARGEURxHAUTEUR (comme pour chaque --size ; les paramètres du jeu console gardent l'ordre HAUTEUR LARGEUR de l'original)
    .value = TAILLE

# Wall density, 0 to 1
help-bench-laby-density = La densité des murs, de 0 à 1
    .value = DENSITÉ

# Games per strategy (the same mazes for every strategy), 1 to 100000
help-bench-laby-games = Parties par stratégie (les mêmes labyrinthes pour chaque stratégie), de 1 à 100000
    .value = PARTIES

# Seed of the first maze
help-bench-laby-seed = La graine du premier labyrinthe
    .value = GRAINE

# A strategy, or `all`
help-bench-laby-strategy = Une stratégie, ou `all`
    .value = STRATÉGIE

# Lives per game, 1 to 1000000 (default: unlimited, so every bump is counted)
help-bench-laby-lives = Vies par partie, de 1 à 1000000 (par défaut : illimitées, pour que chaque choc soit compté)
    .value = VIES

# One JSON object per strategy and line
help-bench-laby-json = Un objet JSON par stratégie et par ligne

# BombFight rounds per second on one core: the engine alone, idle bots and random bots through the bot interface, on each map
help-bench-bombfight = Tours de BombFight par seconde sur un cœur : le moteur seul, puis des bots inactifs et des bots aléatoires à travers l'interface des bots, sur chaque carte

# Maps to run on (default: the bundled ones)
help-bench-bombfight-maps = Les cartes sur lesquelles jouer (par défaut : celles fournies)
    .value = CARTES

# Seconds of play per map and kind of player
help-bench-bombfight-seconds = Secondes de jeu par carte et par type de joueur
    .value = SECONDES

# The 2048 AI over many seeded games: the share reaching 2048 to 32768, scores, time per move; games in parallel on all cores
help-bench-2048 = L'IA de 2048 sur de nombreuses parties reproductibles (une graine chacune) : la part qui atteint 2048 à 32768, les scores, le temps par coup ; parties en parallèle sur tous les cœurs

# Games to play, 1 to 100000
help-bench-2048-games = Parties à jouer, de 1 à 100000
    .value = PARTIES

# Seed of the first game (game i takes seed + i)
help-bench-2048-seed = La graine de la première partie (la partie i prend la graine + i)
    .value = GRAINE

# Time the AI may take for a move, in milliseconds
help-bench-2048-ms-per-move = Le temps que l'IA peut prendre pour un coup, en millisecondes
    .value = MS

# Stop a game once it makes this tile (default: play to the end)
help-bench-2048-stop-at = Arrêter une partie dès qu'elle forme cette tuile (par défaut : jouer jusqu'au bout)
    .value = TUILE

# The deepest search, in moves
help-bench-2048-max-depth = La recherche la plus profonde, en coups
    .value = PROFONDEUR

# The evaluation's weights, for tuning: `empty=270,merges=700,monotone=47,sum=11` (any of alive, empty, merges, monotone, mono-power, sum, sum-power; the rest default)
help-bench-2048-weights = Les poids de l'évaluation, pour les régler : `empty=270,merges=700,monotone=47,sum=11` (parmi alive, empty, merges, monotone, mono-power, sum, sum-power ; les autres gardent leur valeur par défaut)
    .value = POIDS

# A level to play (default: the classic 4 x 4 game)
help-bench-2048-level = Un niveau à jouer (par défaut : le jeu classique en 4 x 4)
    .value = NIVEAU

# One JSON object per game and line, then the summary
help-bench-2048-json = Un objet JSON par partie et par ligne, puis le bilan

# Play a game headless (bots) or in the terminal
help-play = Jouer à un jeu sans fenêtre (des bots) ou dans le terminal

# A BombFight game: bots against each other headless, or people at the terminal
help-play-bombfight = Une partie de BombFight : des bots l'un contre l'autre sans fenêtre, ou des personnes au terminal

# The map (.bflvl), or a recorded game (.bfreplay) to re-simulate
help-play-bombfight-level = La carte (.bflvl), ou une partie enregistrée (.bfreplay) à simuler de nouveau
    .value = NIVEAU

# Player 1 (start A): human, a built-in bot, or a program's command line
help-play-bombfight-p1 = Le joueur 1 (départ A) : human, un bot intégré, ou la ligne de commande d'un programme
    .value = JOUEUR

# Player 2 (start B): human, a built-in bot, or a program's command line
help-play-bombfight-p2 = Le joueur 2 (départ B) : human, un bot intégré, ou la ligne de commande d'un programme
    .value = JOUEUR

# How player 1's program runs: started each turn, or once for the game
help-play-bombfight-p1-mode = Comment le programme du joueur 1 est lancé : à chaque tour, ou une fois pour la partie
    .value = MODE

# How player 2's program runs
help-play-bombfight-p2-mode = Comment le programme du joueur 2 est lancé
    .value = MODE

# Seconds a program has for each answer; no answer in time is no action
help-play-bombfight-time-limit = Les secondes dont un programme dispose pour chaque réponse ; sans réponse à temps, il ne fait rien
    .value = SECONDES

# Write each program's turns (input, output, error output, answer, time, faults) to files in this folder
help-play-bombfight-bot-log = Écrire les tours de chaque programme (entrée, sortie, sortie d'erreur, réponse, temps, fautes) dans des fichiers de ce dossier
    .value = DOSSIER

# Seed of the bots' choices (player 2's bot gets seed + 1)
help-play-bombfight-seed = La graine des choix des bots (le bot du joueur 2 prend la graine + 1)
    .value = GRAINE

# Play this many rounds instead of the map's
help-play-bombfight-rounds = Jouer ce nombre de tours au lieu de celui de la carte
    .value = TOURS

# Start player 1 on B and player 2 on A
help-play-bombfight-swap = Faire partir le joueur 1 de B et le joueur 2 de A

# Write the game (map, players, seed, every action) to this file
help-play-bombfight-replay = Écrire la partie (carte, joueurs, graine, chaque action) dans ce fichier
    .value = FICHIER

# Print the result as one JSON line
help-play-bombfight-json = Afficher le résultat en une ligne JSON

# 2048 at the terminal, as the original: z q s d (w a, arrows) move; piped, one move a line
help-play-2048 = 2048 au terminal, comme l'original : z q s d (w a, flèches) pour jouer ; dans un tube, un coup par ligne

# A 2048 level (.2048); default: the classic 4 x 4 game
help-play-2048-level = Un niveau de 2048 (.2048) ; par défaut : le jeu classique en 4 x 4
    .value = NIVEAU

# Seed of the spawns (default: the level's, else from the clock); printed at the start
help-play-2048-seed = La graine des apparitions (par défaut : celle du niveau, sinon d'après l'horloge) ; affichée au début
    .value = GRAINE

# The messages' language: en, or fr (the original's)
help-play-2048-lang = La langue des messages : en, ou fr (ceux de l'original)
    .value = LANGUE

# 2048 from the command line: one move on a board given as text
help-2048 = 2048 en ligne de commande : un coup sur un plateau donné en texte

# One move on a board: prints the board after it (and a spawn unless --no-spawn)
help-2048-move = Un coup sur un plateau : affiche le plateau qui en résulte (avec une nouvelle tuile, sauf avec --no-spawn)

# The board: rows separated by `/` or newlines, values by spaces or commas (any size up to 16 x 16)
help-2048-move-board = Le plateau : lignes séparées par `/` ou des retours à la ligne, valeurs par des espaces ou des virgules (toute taille jusqu'à 16 x 16)
    .value = PLATEAU

# The move
help-2048-move-dir = Le coup
    .value = DIRECTION

# Do not spawn a tile after the move
help-2048-move-no-spawn = Ne pas faire apparaître de tuile après le coup

# Seed of the spawn (2 with 0.9, 4 with 0.1)
help-2048-move-seed = La graine de l'apparition (2 avec une probabilité de 0,9, 4 avec 0,1)
    .value = GRAINE

# Generate a maze
help-generate-maze = Générer un labyrinthe

# Generator (perfect mazes)
help-generate-maze-algo = Le générateur (labyrinthes parfaits)
    .value = ALGO

# Size in cells, WIDTHxHEIGHT
help-generate-maze-size = La taille en cases, LARGEURxHAUTEUR
    .value = TAILLE

# Seed; the same seed gives the same maze on any machine (printed when not given)
help-generate-maze-seed = La graine ; la même graine donne le même labyrinthe sur toute machine (affichée quand elle n'est pas donnée)
    .value = GRAINE

# Remove this share (0 to 1) of dead ends, making loops
help-generate-maze-braid = Supprimer cette part (de 0 à 1) des culs-de-sac, en créant des boucles
    .value = PART

# The invisible maze's generator instead: each interior wall with this probability (0 to 1)
help-generate-maze-density = Utiliser plutôt le générateur du labyrinthe invisible : chaque mur intérieur est posé avec cette probabilité (de 0 à 1)
    .value = DENSITÉ

# With --density, try seeds from --seed on until the exit is reachable (up to 1000 tries, fewer for large mazes)
help-generate-maze-solvable = Avec --density, essayer les graines à partir de --seed jusqu'à ce que la sortie soit accessible (jusqu'à 1000 essais, moins pour les grands labyrinthes)

# Output file (standard output when absent)
help-generate-maze-output = Le fichier de sortie (la sortie standard s'il manque)
    .value = SORTIE

# Output format (default: from the extension, else .maze)
help-generate-maze-format = Le format de sortie (par défaut : d'après l'extension, sinon .maze)
    .value = FORMAT

# Pictures (svg, png): draw the path from the entrance to the exit
help-generate-maze-solution = Images (svg, png) : tracer le chemin de l'entrée à la sortie

# Characters per cell across in ASCII art (even, 2 to 1000)
help-generate-maze-lm = Caractères par case en largeur dans le dessin ASCII (pair, de 2 à 1000)
    .value = LM

# Characters per cell down in ASCII art (even, 2 to 1000)
help-generate-maze-hm = Caractères par case en hauteur dans le dessin ASCII (pair, de 2 à 1000)
    .value = HM

# Generate a random BombFight map that passes the level checks
help-generate-bombfight = Générer une carte BombFight aléatoire qui passe les vérifications de niveau

# Size in cells, WIDTHxHEIGHT (5 to 1000 a side; odd unless --no-symmetric)
help-generate-bombfight-size = La taille en cases, LARGEURxHAUTEUR (de 5 à 1000 de côté ; impaire sauf avec --no-symmetric)
    .value = TAILLE

# Chance that a free cell holds a brick
help-generate-bombfight-bricks = La probabilité qu'une case libre porte une brique
    .value = PROBABILITÉ

# Chance that a free cell (not a brick) holds a gem or a mushroom
help-generate-bombfight-points = La probabilité qu'une case libre (sans brique) porte une gemme ou un champignon
    .value = PROBABILITÉ

# The maximum number of rounds
help-generate-bombfight-rounds = Le nombre maximal de tours
    .value = TOURS

# Exits in the outer wall (in pairs on a symmetric map), 0 to 1000
help-generate-bombfight-exits = Les sorties dans le mur extérieur (par paires sur une carte symétrique), de 0 à 1000
    .value = SORTIES

# Seed; the same seed gives the same map on any machine
help-generate-bombfight-seed = La graine ; la même graine donne la même carte sur toute machine
    .value = GRAINE

# Do not mirror the map through its centre (then one start may be favoured)
help-generate-bombfight-no-symmetric = Ne pas rendre la carte symétrique par rapport à son centre (l'un des départs peut alors être avantagé)

# Output file (standard output when absent)
help-generate-bombfight-output = Le fichier de sortie (la sortie standard s'il manque)
    .value = SORTIE

# Generate Sokoban levels: boxes and goals placed in drawn rooms or in the walls of existing levels, solvable by construction, confirmed by the solver, hardest first
help-generate-sokoban = Générer des niveaux de Sokoban : caisses et cibles placées dans des salles dessinées ou dans les murs de niveaux existants, solubles par construction, confirmés par le solveur, les plus difficiles d'abord

# Fill the walls of these levels (a .sok or .xsb file) instead of drawing rooms
help-generate-sokoban-from = Remplir les murs de ces niveaux (un fichier .sok ou .xsb) au lieu de dessiner des salles
    .value = FICHIER

# With --from: which levels' walls, like 1-10,15 (default: all)
help-generate-sokoban-levels = Avec --from : les murs de quels niveaux, comme 1-10,15 (par défaut : tous)
    .value = NIVEAUX

# With --from: keep the levels' goals (and so their box counts)
help-generate-sokoban-keep-goals = Avec --from : garder les cibles des niveaux (et donc leur nombre de caisses)

# Rooms drawn from templates, WIDTHxHEIGHT with their outer walls (5 to 40 a side)
help-generate-sokoban-size = Des salles dessinées d'après des modèles, LARGEURxHAUTEUR avec leurs murs extérieurs (de 5 à 40 de côté)
    .value = TAILLE

# Keep 2 x 2 blocks of floor in drawn rooms (by default each is broken by a wall)
help-generate-sokoban-open = Garder les blocs de sol de 2 x 2 dans les salles dessinées (par défaut, chacun est coupé par un mur)

# Boxes a level holds, 1 to 12 (without it: 4 in drawn rooms, and with --from as many as the level had; --keep-goals keeps its goals' count)
help-generate-sokoban-boxes = Le nombre de caisses d'un niveau, de 1 à 12 (sans cette option : 4 dans les salles dessinées, et avec --from autant que le niveau en avait ; --keep-goals garde le nombre de ses cibles)
    .value = CAISSES

# Seed; the same seed gives the same levels on any machine
help-generate-sokoban-seed = La graine ; la même graine donne les mêmes niveaux sur toute machine
    .value = GRAINE

# Seconds the whole run may take (default: no limit); a run it stops keeps the levels made so far. Which levels a seed gives never depends on it
help-generate-sokoban-time-limit = La durée maximale de l'exécution, en secondes (par défaut : sans limite) ; une exécution arrêtée ainsi garde les niveaux déjà créés. Les niveaux que donne une graine n'en dépendent jamais
    .value = SECONDES

# Levels to make (default: 1, or one per layout with --from)
help-generate-sokoban-count = Les niveaux à créer (par défaut : 1, ou un par plan avec --from)
    .value = NOMBRE

# Positions the backward search may keep per placement (its memory, about 60 bytes each)
help-generate-sokoban-max-positions = Les positions que la recherche à rebours peut garder par placement (sa mémoire, environ 60 octets chacune)
    .value = POSITIONS

# The collection to write (.sok; standard output when absent)
help-generate-sokoban-output = La collection à écrire (.sok ; la sortie standard si elle manque)
    .value = SORTIE

# Print one JSON object per level instead of the collection's summary
help-generate-sokoban-json = Afficher un objet JSON par niveau au lieu du bilan de la collection

## Sharded runs: the flags each verb shares, and gridwright merge

# What the verb's own -o writes (the collection of solve and generate sokoban), else the report
help-tournament-merge-output = Ce qu'écrit le -o de la commande elle-même (la collection de solve et de generate sokoban), sinon le bilan
    .value = SORTIE

# Do only part K of N of the run (K from 0): the games or levels whose number modulo N is K. Merge the parts' --results files with `gridwright merge`
help-solve-shard = Ne faire que la part K sur N de l'exécution (K à partir de 0) : les parties ou les niveaux dont le numéro modulo N vaut K. Réunissez les fichiers --results des parts avec `gridwright merge`
    .value = K/N

# Split into N parts, this one's index from JOB_COMPLETION_INDEX (Kubernetes) or SLURM_ARRAY_TASK_ID (Slurm job arrays)
help-solve-shards = Partager en N parts, l'indice de celle-ci étant lu dans JOB_COMPLETION_INDEX (Kubernetes) ou SLURM_ARRAY_TASK_ID (tableaux de tâches Slurm)
    .value = N

# Append each finished game or level to this file (JSON lines, a header first); run again with the same file to finish an interrupted run without doing anything twice
help-solve-results = Ajouter chaque partie ou niveau terminé à ce fichier (des lignes JSON, précédées d'un en-tête) ; relancez avec le même fichier pour finir une exécution interrompue sans rien refaire
    .value = FICHIER

# Do only part K of N of the run (K from 0): the games or levels whose number modulo N is K. Merge the parts' --results files with `gridwright merge`
help-bench-sokoban-shard = Ne faire que la part K sur N de l'exécution (K à partir de 0) : les parties ou les niveaux dont le numéro modulo N vaut K. Réunissez les fichiers --results des parts avec `gridwright merge`
    .value = K/N

# Split into N parts, this one's index from JOB_COMPLETION_INDEX (Kubernetes) or SLURM_ARRAY_TASK_ID (Slurm job arrays)
help-bench-sokoban-shards = Partager en N parts, l'indice de celle-ci étant lu dans JOB_COMPLETION_INDEX (Kubernetes) ou SLURM_ARRAY_TASK_ID (tableaux de tâches Slurm)
    .value = N

# Append each finished game or level to this file (JSON lines, a header first); run again with the same file to finish an interrupted run without doing anything twice
help-bench-sokoban-results = Ajouter chaque partie ou niveau terminé à ce fichier (des lignes JSON, précédées d'un en-tête) ; relancez avec le même fichier pour finir une exécution interrompue sans rien refaire
    .value = FICHIER

# Do only part K of N of the run (K from 0): the games or levels whose number modulo N is K. Merge the parts' --results files with `gridwright merge`
help-bench-2048-shard = Ne faire que la part K sur N de l'exécution (K à partir de 0) : les parties ou les niveaux dont le numéro modulo N vaut K. Réunissez les fichiers --results des parts avec `gridwright merge`
    .value = K/N

# Split into N parts, this one's index from JOB_COMPLETION_INDEX (Kubernetes) or SLURM_ARRAY_TASK_ID (Slurm job arrays)
help-bench-2048-shards = Partager en N parts, l'indice de celle-ci étant lu dans JOB_COMPLETION_INDEX (Kubernetes) ou SLURM_ARRAY_TASK_ID (tableaux de tâches Slurm)
    .value = N

# Append each finished game or level to this file (JSON lines, a header first); run again with the same file to finish an interrupted run without doing anything twice
help-bench-2048-results = Ajouter chaque partie ou niveau terminé à ce fichier (des lignes JSON, précédées d'un en-tête) ; relancez avec le même fichier pour finir une exécution interrompue sans rien refaire
    .value = FICHIER

# Do only part K of N of the run (K from 0): the games or levels whose number modulo N is K. Merge the parts' --results files with `gridwright merge`
help-generate-sokoban-shard = Ne faire que la part K sur N de l'exécution (K à partir de 0) : les parties ou les niveaux dont le numéro modulo N vaut K. Réunissez les fichiers --results des parts avec `gridwright merge`
    .value = K/N

# Split into N parts, this one's index from JOB_COMPLETION_INDEX (Kubernetes) or SLURM_ARRAY_TASK_ID (Slurm job arrays)
help-generate-sokoban-shards = Partager en N parts, l'indice de celle-ci étant lu dans JOB_COMPLETION_INDEX (Kubernetes) ou SLURM_ARRAY_TASK_ID (tableaux de tâches Slurm)
    .value = N

# Append each finished game or level to this file (JSON lines, a header first); run again with the same file to finish an interrupted run without doing anything twice
help-generate-sokoban-results = Ajouter chaque partie ou niveau terminé à ce fichier (des lignes JSON, précédées d'un en-tête) ; relancez avec le même fichier pour finir une exécution interrompue sans rien refaire
    .value = FICHIER

# Merge the --results files of a sharded run (tournament, solve, optimize, generate sokoban, bench 2048, bench sokoban) into the report of the run in one process
help-merge = Réunir les fichiers --results d'une exécution partagée (tournament, solve, optimize, generate sokoban, bench 2048, bench sokoban) en le bilan de l'exécution en un seul processus

# The shards' --results files, in any order
help-merge-files = Les fichiers --results des parts, dans n'importe quel ordre
    .value = FICHIERS

# Give what there is when a shard is missing or unfinished (said on stderr)
help-merge-partial = Donner ce qu'il y a quand une part manque ou n'est pas finie (signalé sur la sortie d'erreur)

# The verb's --json output
help-merge-json = La sortie --json de la commande

# What the verb's own -o writes (the collection of solve and generate sokoban), else the report
help-merge-output = Ce qu'écrit le -o de la commande elle-même (la collection de solve et de generate sokoban), sinon le bilan
    .value = SORTIE

## bench 2048 --peer: side by side with nneonneo's 2048-ai

# Side by side with nneonneo's 2048-ai: its source folder, with its build.sh (../shared/peers/nneonneo-2048); needs g++
help-bench-2048-peer = Côte à côte avec 2048-ai de nneonneo : le dossier de ses sources, avec son build.sh (../shared/peers/nneonneo-2048) ; il faut g++
    .value = DOSSIER

# The depths compared, as the peer counts them (spawns searched after the move): numbers, or `adaptive` for the peer's rule, max(3, distinct tiles - 2)
help-bench-2048-peer-depths = Les profondeurs comparées, comptées comme l'autre programme les compte (apparitions explorées après le coup) : des nombres, ou `adaptive` pour sa règle, max(3, tuiles distinctes - 2)
    .value = PROFONDEURS

# Positions searched by both at each depth (0: none)
help-bench-2048-peer-positions = Positions explorées par les deux à chaque profondeur (0 : aucune)
    .value = POSITIONS

# Game pairs played at once (each program on one core)
help-bench-2048-peer-jobs = Paires de parties jouées en même temps (chaque programme sur un cœur)
    .value = TÂCHES

## optimize

# Find better solutions of a Sokoban file's levels: fewer pushes or fewer moves than the saved ones
help-optimize = Trouver de meilleures solutions aux niveaux d'un fichier Sokoban : moins de poussées ou moins de déplacements que celles enregistrées

# The Sokoban file (its levels' saved solutions are the starts)
help-optimize-file = Le fichier Sokoban (les solutions enregistrées de ses niveaux sont les points de départ)
    .value = FICHIER

# Levels to optimize, 1-based: `1-10,15` (default: those with a saved solution, or all when none has one; a level without one is solved first)
help-optimize-levels = Les niveaux à optimiser, numérotés à partir de 1 : `1-10,15` (par défaut : ceux qui ont une solution enregistrée, ou tous quand aucun n'en a ; un niveau sans solution est d'abord résolu)
    .value = NIVEAUX

# What to make fewest first: pushes (then moves) or moves (then pushes)
help-optimize-metric = Ce qu'il faut réduire d'abord : les poussées (puis les déplacements) ou les déplacements (puis les poussées)
    .value = CRITÈRE

# Fewest pushes, then fewest moves
help-optimize-metric-pushes = Le moins de poussées, puis le moins de déplacements

# Fewest moves, then fewest pushes
help-optimize-metric-moves = Le moins de déplacements, puis le moins de poussées

# Seconds of search per level (0 to 86400); a level with no saved solution is solved first, within the same time
help-optimize-time-limit = Secondes de recherche par niveau (de 0 à 86400) ; un niveau sans solution enregistrée est d'abord résolu, dans le même temps
    .value = SECONDES

# Memory for the searches of a level, in MiB (1 to 1048576)
help-optimize-memory-mib = La mémoire des recherches d'un niveau, en Mio (de 1 à 1048576)
    .value = MIO

# Write the collection with the better solutions added (the starts stay)
help-optimize-output = Écrire la collection avec les meilleures solutions ajoutées (les solutions de départ restent)
    .value = SORTIE

# One JSON object per level and line
help-optimize-json = Un objet JSON par niveau et par ligne

# Do only part K of N of the run (K from 0): the games or levels whose number modulo N is K. Merge the parts' --results files with `gridwright merge`
help-optimize-shard = Ne faire que la part K sur N de l'exécution (K à partir de 0) : les parties ou les niveaux dont le numéro modulo N vaut K. Réunissez les fichiers --results des parts avec `gridwright merge`
    .value = K/N

# Split into N parts, this one's index from JOB_COMPLETION_INDEX (Kubernetes) or SLURM_ARRAY_TASK_ID (Slurm job arrays)
help-optimize-shards = Partager en N parts, l'indice de celle-ci étant lu dans JOB_COMPLETION_INDEX (Kubernetes) ou SLURM_ARRAY_TASK_ID (tableaux de tâches Slurm)
    .value = N

# Append each finished game or level to this file (JSON lines, a header first); run again with the same file to finish an interrupted run without doing anything twice
help-optimize-results = Ajouter chaque partie ou niveau terminé à ce fichier (des lignes JSON, précédées d'un en-tête) ; relancez avec le même fichier pour finir une exécution interrompue sans rien refaire
    .value = FICHIER
