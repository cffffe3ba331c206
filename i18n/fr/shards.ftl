## Exécutions découpées en parts (src/shards/) : --shard, fichiers --results, fusions.
## $unit vaut « game » ou « level » : ce que sont les éléments de l'exécution.
shards-bad-shard = --shard { $text } : K/N attendu, avec 0 <= K < N, par exemple 0/4
shards-env-not-number = { $name }={ $value } n'est pas un nombre
shards-slurm-count = --shards { $count }, mais SLURM_ARRAY_TASK_COUNT vaut { $n }
shards-no-index = --shards { $count } : définissez JOB_COMPLETION_INDEX ou SLURM_ARRAY_TASK_ID, ou donnez --shard K/{ $count }
shards-index-too-high = l'indice de part { $index } n'est pas inférieur à --shards { $count }
shards-not-header = la ligne 1 n'est pas l'en-tête d'un fichier de résultats de « { $command } »
shards-bad-line = la ligne { $line } n'est pas le résultat { $unit ->
    [level] d'un niveau
   *[game] d'une partie
}
shards-other-run = { $name } : les résultats d'une autre exécution ou d'une autre part (entrées, réglages, version ou --shard diffèrent) ; donnez un autre fichier --results
shards-results-file = le fichier de résultats : { $error }
shards-resuming = reprise : { $unit ->
    [level] { $done } niveau(x) déjà fait(s), { $left } à faire
   *[game] { $done } partie(s) déjà jouée(s), { $left } à jouer
}
shards-half-written = { $name } : la ligne { $line } est à moitié écrite (l'exécution a été tuée ?) ; ignorée, { $unit ->
    [level] son niveau est refait
   *[game] sa partie est rejouée
}
shards-merge-half-written = { $name } : la ligne { $line } est à moitié écrite (la part a été tuée ?) ; relancez la part avec le même --results pour la terminer
shards-merge-other-run = { $name } : pas la même exécution que { $first } (entrées, réglages, version ou nombre de parts diffèrent)
shards-merge-shard-twice = { $name } : la part { $shard } est aussi dans { $other }
shards-merge-no-files = aucun fichier de résultats donné
shards-merge-missing = { $n ->
    [one] part { $shards } manquante
   *[other] parts { $shards } manquantes
}
shards-merge-wrong-shard = { $name } : { $unit ->
    [level] le niveau
   *[game] la partie
} { $item } n'est pas de la part { $shard }
shards-merge-twice = { $name } : { $unit ->
    [level] le niveau
   *[game] la partie
} { $item } y est deux fois (aussi dans { $other })
shards-merge-unfinished = { $name } : la part { $shard } a { $done } de ses { $want } { $unit ->
    [level] niveaux
   *[game] parties
} (relancez-la avec le même --results pour la terminer)
shards-merge-partial-hint = { $problems } ; --partial donne le rapport malgré tout
shards-merge-partial = rapport partiel : { $problems }
shards-merge-unknown = { $name } : pas un fichier de résultats d'une commande découpée en parts (tournament, solve, optimize, generate sokoban, bench 2048, bench sokoban)
shards-merge-mixed = { $name } : les résultats de « { $command } », mais { $first } contient ceux de « { $other } »
shards-worker-crashed = l'exécution s'est arrêtée sur une erreur interne
shards-heartbeat-solved = niveaux résolus
shards-heartbeat-games = parties jouées
cli-help-merge =
    L'en-tête de chaque fichier nomme l'exécution et la commande qui l'a écrit ; la fusion
    affiche ce que cette commande affiche en un seul processus (les temps recalculés à partir
    des parts). -o écrit ce qu'écrit le -o de la commande (solve, generate sokoban : la
    collection), sinon le rapport.

    Exemples :
      gridwright merge part-0.jsonl part-1.jsonl part-2.jsonl -o solved.sok
      gridwright merge shard-*.jsonl --json
    Code de sortie 2, avec le nom du fichier, sans rien écrire, quand les fichiers viennent de
    deux exécutions, qu'une part y est deux fois, qu'une ligne est à moitié écrite, ou qu'une
    part manque ou est inachevée (--partial donne le rapport malgré tout).
