# Messages of the command line's per-game verbs (src/cli/<game>/); the console games keep the originals' wording.


## Sokoban: bench
cli-sokoban-threads = cannot start { $jobs } solver thread(s): { $error }
cli-sokoban-bench-unknown = unknown
cli-sokoban-bench-file = file:          { $file }
cli-sokoban-bench-solved = solved:        { $solved }/{ $levels } at { $limit } s per level, { $jobs } job(s)
cli-sokoban-bench-total = total time:    { $total } s (sum over levels), wall { $wall } s
cli-sokoban-bench-median = median time:   { $median } s
cli-sokoban-bench-memory = peak memory:   { $memory }
cli-sokoban-bench-unsolved = not solved:    { $levels }
cli-sokoban-sizes = --sizes: { $error }
cli-sokoban-bench-generate-size = { $width }x{ $height }, { $boxes } boxes: { $levels } levels in { $seconds } s ({ $per_minute } a minute); mean fewest pushes { $pushes } (of { $solved } solved optimally); random placement { $random } (of { $random_solved })
cli-sokoban-bench-generate-all = all sizes: generated { $generated } pushes, random placement { $random }: { $ratio } times as many

## Sokoban: generate
cli-sokoban-room-size = '{ $value }': a drawn room is 5 to 40 squares a side
cli-progress-levels = levels
cli-heartbeat-levels = levels made
cli-sokoban-why-short = { $title }: { $pushes } pushes: { $why }
cli-sokoban-made-timeout = made { $made } of { $count } level(s): --time-limit stopped the run
cli-sokoban-made-unconfirmed = made { $made } of { $count } level(s): the other layouts gave no level the solver confirmed within { $positions } positions
cli-sokoban-none-made = no level made, nothing written
cli-sokoban-generator-crashed = the generator stopped on an internal error

## Sokoban: solve and convert
cli-progress-solving = solving
cli-progress-converting = converting
cli-warning = warning: { $warning }
cli-sokoban-wrote-levels = wrote { $n } level(s) to { $file }
cli-sokoban-converted = converted { $done } of { $n } file(s) into { $folder }
