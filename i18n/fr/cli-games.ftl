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
cli-sokoban-why-short = { $title } : { $pushes ->
        [one] { $pushes } poussée
       *[other] { $pushes } poussées
    } : { $why }
cli-sokoban-made-timeout = { $made } niveau(x) créé(s) sur { $count } : --time-limit a arrêté la génération
cli-sokoban-made-unconfirmed = { $made } niveau(x) créé(s) sur { $count } : les autres dispositions n'ont donné aucun niveau que le solveur ait confirmé en { $positions } positions
cli-sokoban-none-made = aucun niveau créé, rien n'a été écrit
cli-sokoban-generator-crashed = le générateur s'est arrêté sur une erreur interne

## Sokoban: solve and convert
cli-progress-solving = résolution
cli-progress-converting = conversion
cli-warning = avertissement : { $warning }
cli-sokoban-wrote-levels = { $n ->
        [one] { $n } niveau écrit
       *[other] { $n } niveaux écrits
    } dans { $file }
cli-sokoban-converted = { $done } fichier(s) sur { $n } converti(s) dans { $folder }
