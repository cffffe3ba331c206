# Messages of the command line's per-game verbs (src/cli/<game>/); the console games keep the originals' wording (en français).


## Sokoban: bench
cli-sokoban-threads = impossible de lancer { $jobs ->
        [one] { $jobs } fil du solveur
       *[other] { $jobs } fils du solveur
    } : { $error }
cli-sokoban-bench-unknown = inconnue
cli-sokoban-bench-file = fichier :            { $file }
cli-sokoban-bench-solved = résolus :            { $solved }/{ $levels } à { $limit } s par niveau, { $jobs ->
        [one] { $jobs } tâche
       *[other] { $jobs } tâches
    }
cli-sokoban-bench-total = temps total :        { $total } s (somme sur les niveaux), réel { $wall } s
cli-sokoban-bench-median = temps médian :       { $median } s
cli-sokoban-bench-memory = mémoire maximale :   { $memory }
cli-sokoban-bench-unsolved = non résolus :        { $levels }
cli-sokoban-sizes = --sizes : { $error }
cli-sokoban-bench-generate-size = { $width }x{ $height }, { $boxes } caisses : { $levels } niveaux en { $seconds } s ({ $per_minute } par minute) ; moyenne du plus petit nombre de poussées { $pushes } (sur { $solved } résolus de façon optimale) ; placement au hasard { $random } (sur { $random_solved })
cli-sokoban-bench-generate-all = toutes tailles : { $generated } poussées pour les niveaux générés, { $random } pour le placement au hasard : { $ratio } fois plus

## Sokoban: generate
cli-sokoban-room-size = « { $value } » : une pièce dessinée mesure de 5 à 40 cases de côté
cli-progress-levels = niveaux
cli-heartbeat-levels = niveaux créés
cli-heartbeat-optimized = niveaux optimisés
cli-sokoban-why-short = { $title } : { $pushes ->
        [one] { $pushes } poussée
       *[other] { $pushes } poussées
    } : { $why }
cli-sokoban-made-timeout = { $made } niveau(x) créé(s) sur { $count } : --time-limit a arrêté la génération
cli-sokoban-made-unconfirmed = { $made } niveau(x) créé(s) sur { $count } : les autres dispositions n'ont donné aucun niveau que le solveur ait confirmé en { $positions } positions
cli-sokoban-none-made = aucun niveau créé, rien n'a été écrit

## Sokoban: solve and convert
cli-progress-solving = résolution
cli-progress-converting = conversion
cli-warning = avertissement : { $warning }
cli-sokoban-wrote-levels = { $n ->
        [one] { $n } niveau écrit
       *[other] { $n } niveaux écrits
    } dans { $file }
cli-sokoban-converted = { $done } fichier(s) sur { $n } converti(s) dans { $folder }

## BombFight: play
cli-bombfight-prompt = Joueur { $player } ({ $letter }) : w a s d ou les flèches pour se déplacer, b pour une bombe, f ou Entrée pour finir le tour (Ctrl+C arrête)
cli-bombfight-stopped = (arrêt : la partie s'arrête ici)
cli-bombfight-input-ended = (fin de l'entrée : la partie s'arrête ici)
cli-bombfight-round = tour { $round } sur { $rounds }   A { $a }   B { $b }
cli-bombfight-bomb = bombe du joueur { $player } en { $x },{ $y } : { $timer }
cli-bombfight-program = joueur { $player } ({ $name }) : { $log }
cli-bombfight-human-needs-terminal = un joueur humain a besoin d'un terminal, et l'entrée standard n'en est pas un
cli-progress-playing = partie
cli-progress-games = parties
cli-heartbeat-rounds = tours joués
cli-bombfight-replay-unplayable = { $file } : la carte de la relecture ne peut pas être jouée : { $problem }
cli-bombfight-draw = match nul
cli-bombfight-player = joueur { $player }
cli-bombfight-player-named = joueur { $player } ({ $name })
cli-bombfight-replay = relecture : { $first } { $first_score } - { $second_score } { $second }, { $rounds ->
        [one] { $rounds } tour
       *[other] { $rounds } tours
    }, vainqueur : { $winner }
cli-bombfight-score = { $first } { $first_score } - { $second_score } { $second }   vainqueur : { $winner }
cli-bombfight-summary = { $rounds ->
        [one] { $rounds } tour
       *[other] { $rounds } tours
    }, { $ended_by ->
        [exit] fin par une sortie
        [playing] partie en cours
       *[other] fin à la limite des tours
    } ; { $collected ->
        [one] { $collected } objet ramassé
       *[other] { $collected } objets ramassés
    }, { $bombs ->
        [one] { $bombs } bombe
       *[other] { $bombs } bombes
    }, { $bricks ->
        [one] { $bricks } brique
       *[other] { $bricks } briques
    } et { $items ->
        [one] { $items } objet détruit
       *[other] { $items } objets détruits
    }, { $kills ->
        [one] { $kills } élimination
       *[other] { $kills } éliminations
    }
cli-bombfight-play-help =
    BOT est human (au clavier), un bot intégré ({ $bots }) ou la ligne de commande d'un programme.

    Exemples :
      gridwright play bombfight levels/bombfight/duel.bflvl --p1 random --p2 strong --seed 3
      gridwright play bombfight map.bflvl --p1 human --p2 greedy --replay game.bfreplay
      gridwright play bombfight map.bflvl --p1 "python3 examples/bombfight_bot.py" --p1-mode persistent --p2 strong --json

    { $rules }

## 2048: bench and move
cli-g2048-weight-pair = « { $pair } » : nom=valeur attendu
cli-g2048-weight-value = « { $pair } » : la valeur n'est pas un nombre fini
cli-g2048-not-weight = « { $name } » : ce n'est pas un poids (alive, empty, merges, monotone, mono-power, sum, sum-power)
cli-g2048-stop-at = --stop-at : une puissance de deux à partir de 4
cli-g2048-bench = IA du 2048, { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } à partir de la graine { $seed }, { $ms } ms par coup{ $stop ->
        [none] {""}
       *[other] , arrêt à { $stop }
    } : atteint { $reached } ; score moyen { $mean }, médian { $median } ; { $ms_mean } ms par coup en moyenne, { $slowest } ms au plus lent ; profondeur moyenne { $depth }, { $millions } millions de positions par seconde
cli-g2048-dir = « { $value } » : up, down, left ou right
cli-g2048-bad-value = ligne { $row }, valeur { $column } : « { $value } » n'est ni 0 ni une puissance de deux de 2 à 2^62
cli-g2048-board-size = un plateau de 1 à { $max } lignes et colonnes
cli-g2048-row-width = la ligne { $row } a { $n } valeurs, la première { $width }
cli-g2048-board = --board : { $error }
cli-g2048-invalid-move = Coup impossible
cli-g2048-gained = score +{ $score }

## 2048 : bench côte à côte avec 2048-ai de nneonneo (bench 2048 --peer)
cli-g2048-peer-depth = '{ $value }' : une profondeur de 1 à 12, ou adaptive
cli-g2048-peer-before = avant
cli-g2048-peer-after = après
cli-g2048-peer-machine = charge de la machine { $when } : charge moyenne { $load } (1, 5, 15 minutes), { $cores } cœurs
cli-g2048-peer-building = construction du pair depuis { $source } dans { $dir }
cli-g2048-peer-no-build = le script de construction du pair { $path } manque
cli-g2048-peer-build-failed = la construction du pair a échoué : { $log }
cli-g2048-peer-no-gxx = g++ introuvable : le pilote compilé à côté du pair en a besoin (apt-get install g++)
cli-g2048-peer-driver-failed = le pilote à côté du pair n'a pas compilé : { $log }
cli-g2048-peer-bad-output = le pilote du pair ({ $what }) a répondu une chose inattendue : { $line }
cli-g2048-peer-adaptive = adaptative, max(3, tuiles distinctes - 2)
cli-g2048-peer-positions-title = Mêmes positions, profondeur { $depth } : { $n } positions tirées de parties à graine, cherchées chacune par les deux
cli-g2048-peer-head = | | 2048-ai de nneonneo | gridwright |
cli-g2048-peer-row-positions-cpu = | positions par seconde (temps CPU) | { $peer } | { $ours } |
cli-g2048-peer-row-positions-wall = | positions par seconde (horloge) | { $peer } | { $ours } |
cli-g2048-peer-row-nodes = | millions de nœuds par seconde (compte de chacun : coups essayés du pair, positions évaluées de gridwright) | { $peer } | { $ours } |
cli-g2048-peer-same-move = même coup choisi : { $same } positions sur { $n } ({ $share } %)
cli-g2048-peer-games-title = Même profondeur, { $depth } : { $games } parties chacun jusqu'au bout depuis la graine { $seed }
cli-g2048-peer-game-side = { $tile }, score { $score }, { $moves } coups, { $cpu } ms CPU / { $wall } ms par coup, le plus lent { $slowest } ms
cli-g2048-peer-game = profondeur { $depth }, graine { $seed } : nneonneo { $peer } ; gridwright { $ours }
cli-g2048-peer-row-reach = | atteint { $tile } | { $peer } sur { $n } | { $ours } sur { $n } |
cli-g2048-peer-row-score = | score moyen | { $peer } | { $ours } |
cli-g2048-peer-row-moves = | coups par partie en moyenne | { $peer } | { $ours } |
cli-g2048-peer-row-cpu = | ms par coup, moyenne (temps CPU) | { $peer } | { $ours } |
cli-g2048-peer-row-wall = | ms par coup, moyenne (horloge) | { $peer } | { $ours } |
cli-g2048-peer-row-slowest = | ms par coup, le plus lent (horloge) | { $peer } | { $ours } |
cli-g2048-peer-time-ratio = le temps moyen par coup de gridwright est { $cpu } fois celui du pair en temps CPU, { $wall } à l'horloge

## Mazes: bench and generate
cli-maze-not-generator = --algo « { $algo } » : ce n'est pas un générateur (ni all)
cli-maze-bench = labyrinthe de { $width }x{ $height }, graine { $seed }
cli-maze-bench-solve = { $row } (chemin de { $n ->
        [one] { $n } case
       *[other] { $n } cases
    })
cli-maze-bench-memory = mémoire maximale :     { $memory }
cli-maze-seed = graine { $seed }
cli-maze-seed-used = graine { $used } (la première à partir de { $seed } dont la sortie est atteignable)
cli-laby-strategy = --strategy « { $name } » : all, ou l'une de { $names }
cli-laby-bench = { $height }x{ $width } à une densité de { $density }, { $mazes ->
        [one] { $mazes } labyrinthe soluble
       *[other] { $mazes } labyrinthes solubles
    }, vies { $lives ->
        [unlimited] illimitées
       *[other] { $lives }
    }

## The BombFight rules, as play bombfight --help and tournament --help print them
cli-bombfight-rules =
    Règles (GAMES.md 5, points tranchés compris) :
      Carte : une grille murée ; toute case dont la ligne et la colonne sont toutes deux paires
      est un mur ; les sorties sont dans le mur extérieur. Les gemmes 5 6 7 8 9 valent
      5 10 20 25 40 ; les champignons 4 3 2 1 0 coûtent 3 6 10 15 20.
      Un tour : le joueur 1 agit, puis le joueur 2. Une action est au plus un déplacement (vers
      toute case qui n'est ni un mur ni une brique) et au plus une bombe, dans l'ordre des mots :
      « up bomb » déplace puis pose la bombe, « bomb up » la pose puis déplace. Seuls le premier
      mot de déplacement et le premier « bomb » comptent ; tout autre mot est ignoré
      (« right up bomb » vaut « right bomb »).
      Bombes : posées avec un minuteur à 3, décompté à la fin de chaque tour après l'explosion
      de celles à 0 ; une bombe explose donc à la fin du 3e tour après celui où elle a été
      posée. Un souffle atteint la case de la bombe et 3 cases dans chaque direction, traverse
      bombes, gemmes et champignons, s'arrête à un mur et à une brique (détruite). Une bombe
      qu'un souffle atteint explose dans la même étape. Toutes les bombes d'une étape explosent
      ensemble, tracées sur la carte telle qu'elle était avant l'étape : une brique arrête
      chaque souffle qui l'atteint et n'est détruite qu'une fois ; un objet n'est détruit
      qu'une fois et chaque joueur dont le souffle l'a atteint reçoit sa valeur doublée (un
      champignon coûte le double) ; un joueur pris dans un ou plusieurs souffles perd 40 une
      seule fois et repart de son départ au tour suivant.
      Points : marcher sur un objet le ramasse. Atteindre une sortie : +80, et la partie se
      termine. La partie se termine aussi quand les tours sont épuisés ; le plus de points
      l'emporte.
    Bots : n'importe quel programme. À chaque tour, il lit des entiers séparés par des blancs :
      largeur, hauteur, la carte ligne par ligne (0-9 objets, 10 mur, 11 brique, 14 sortie,
      15 vide, 1000-1003 et 2000-2003 bombes des joueurs 1 et 2 avec leur minuteur), x y du
      joueur 1, x y du joueur 2, le joueur qui agit (1 ou 2), les tours restants, le score 1,
      le score 2. Il répond une ligne de mots (up, down, left, right, bomb). Sans réponse dans
      le temps imparti (2 s sauf avec --time-limit), il ne fait rien ; de même s'il plante ou
      s'il répond sans aucun mot du protocole. Sa sortie d'erreur est sa sortie de débogage
      (--bot-log). Par tour (le mode par défaut) : lancé à chaque tour, et tué avec ses enfants
      dès qu'il a répondu. Persistant : lancé une fois, il lit état après état et répond une
      ligne à chaque fois ; en retard 3 tours de suite, ou terminé, il est relancé (les
      relances sont comptées).

## A program's totals in a BombFight game (play bombfight, the window's bot panel)
cli-bombfight-bot-summary = { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    }, moyenne { $mean } ms, max. { $max } ms, { $faults ->
        [one] { $faults } faute
       *[other] { $faults } fautes
    }, { $late ->
        [one] { $late } en retard
       *[other] { $late } en retard
    }, { $restarts ->
        [one] { $restarts } relance
       *[other] { $restarts } relances
    }

## The tournament's report (tournament, tournament merge, the window's Save)
cli-tourney-col-rank = rang
cli-tourney-col-bot = bot
cli-tourney-col-points = points
cli-tourney-col-games = parties
cli-tourney-col-wins = victoires
cli-tourney-col-draws = nuls
cli-tourney-col-losses = défaites
cli-tourney-col-average = moyenne
cli-tourney-col-faults = fautes
cli-tourney-col-ms-turn = ms/tour
cli-tourney-col-max-ms = max. ms
cli-tourney-head-to-head = face-à-face (victoires-nuls-défaites du premier nommé, dans l'ordre du classement) :
cli-tourney-pair = { $first } contre { $second } : { $score } ({ $share } % de victoires)
cli-tourney-maps = cartes (parties gagnées depuis le départ A, depuis le départ B, nulles) :
cli-tourney-favours = avantage le départ { $start } ({ $score })
