#!/bin/sh
# A BombFight tournament in 4 shards run by GNU parallel, here or on other machines
# (--sshlogin; gridwright must be installed there and the results folder shared, or use
# --return to bring each file back), then the merge. Run it again after a crash: each
# shard skips the games its results file already holds.
set -e
mkdir -p results
parallel --jobs 4 --sshlogin : \
    gridwright tournament --builtin random,greedy,strong --random-maps 8 --seed 3 \
    --shard {}/4 --results results/shard-{}.jsonl ">" /dev/null ::: 0 1 2 3
# Other machines: parallel --sshlogin 2/node1,2/node2 --workdir . --return results/shard-{}.jsonl ...
gridwright tournament merge results/shard-*.jsonl
