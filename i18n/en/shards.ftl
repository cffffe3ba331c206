## Runs split into shards (src/shards/): --shard, --results files, merges.
## $unit is "game" or "level": what the run's items are.
shards-bad-shard = --shard { $text }: expected K/N with 0 <= K < N, e.g. 0/4
shards-env-not-number = { $name }={ $value } is not a number
shards-slurm-count = --shards { $count }, but SLURM_ARRAY_TASK_COUNT is { $n }
shards-no-index = --shards { $count }: set JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID, or give --shard K/{ $count }
shards-index-too-high = shard index { $index } is not below --shards { $count }
shards-not-header = line 1 is not the header of a `{ $command }` results file
shards-bad-line = line { $line } is not { $unit ->
    [level] a level's
   *[game] a game's
} result
shards-other-run = { $name }: the results of another run or shard (inputs, settings, version or --shard differ); give another --results file
shards-results-file = the results file: { $error }
shards-resuming = resuming: { $unit ->
    [level] { $done } level(s) already done, { $left } to do
   *[game] { $done } game(s) already played, { $left } to play
}
shards-half-written = { $name }: line { $line } was half-written (the run was killed?); ignored, its { $unit ->
    [level] level is done again
   *[game] game is played again
}
shards-merge-half-written = { $name }: line { $line } is half-written (the shard was killed?); run the shard again with the same --results to finish it
shards-merge-other-run = { $name }: not the same run as { $first } (inputs, settings, version or shard count differ)
shards-merge-shard-twice = { $name }: shard { $shard } is also in { $other }
shards-merge-no-files = no results files given
shards-merge-missing = { $n ->
    [one] shard(s) { $shards } missing
   *[other] shard(s) { $shards } missing
}
shards-merge-wrong-shard = { $name }: { $unit ->
    [level] level
   *[game] game
} { $item } is not shard { $shard }'s
shards-merge-twice = { $name }: { $unit ->
    [level] level
   *[game] game
} { $item } is there twice (also in { $other })
shards-merge-unfinished = { $name }: shard { $shard } has { $done } of its { $want } { $unit ->
    [level] levels
   *[game] games
} (run it again with the same --results to finish it)
shards-merge-partial-hint = { $problems }; --partial gives the report anyway
shards-merge-partial = partial report: { $problems }
shards-merge-unknown = { $name }: not a results file of a verb that shards (tournament, solve, optimize, generate sokoban, bench 2048, bench sokoban)
shards-merge-mixed = { $name }: the results of `{ $command }`, but { $first } holds those of `{ $other }`
shards-worker-crashed = the run stopped on an internal error
shards-heartbeat-solved = levels solved
shards-heartbeat-games = games played
cli-help-merge =
    Each file's header names the run and the verb that wrote it; the merge prints what that
    verb prints in one process (timing figures recomputed from the parts). -o writes what the
    verb's own -o writes (solve, generate sokoban: the collection), else the report.

    Examples:
      gridwright merge part-0.jsonl part-1.jsonl part-2.jsonl -o solved.sok
      gridwright merge shard-*.jsonl --json
    Status 2, naming the file, nothing written, when the files are of two runs, a shard is
    there twice, a line is half-written, or a shard is missing or unfinished (--partial
    gives the report anyway).
