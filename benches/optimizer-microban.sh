#!/usr/bin/env bash
# The optimizer against proved optima: for every level of COLLECTION that `solve --optimal`
# finishes (fewest pushes, then moves, by A*), `optimize --metric pushes` starts from the
# fast solver's solution and is counted as reaching the optimum when its pushes equal A*'s.
# usage: benches/optimizer-microban.sh COLLECTION [SECONDS=10] [GRIDWRIGHT=target/release/gridwright]
# Prints one line per level (optimal, start, optimized) and the share that reached the optimum.
set -u
src="$1"; secs="${2:-10}"; gw="${3:-target/release/gridwright}"
d="$(mktemp -d)"; trap 'rm -rf "$d"' EXIT
"$gw" solve "$src" --optimal --time-limit "$secs" --json > "$d/optimal.jsonl" 2>/dev/null
"$gw" solve "$src" --time-limit "$secs" --json -o "$d/fast.sok" > "$d/fast.jsonl" 2>/dev/null
"$gw" optimize "$d/fast.sok" --metric pushes --time-limit "$secs" --json > "$d/optimized.jsonl" 2>/dev/null
python3 - "$d" <<'PY'
import json, sys, os
d = sys.argv[1]
load = lambda n: {r['level']: r for r in map(json.loads, open(os.path.join(d, n))) if r}
optimal, fast, opt = load('optimal.jsonl'), load('fast.jsonl'), load('optimized.jsonl')
reached = compared = 0
for level in sorted(optimal):
    o = optimal[level]
    if o['status'] != 'solved' or level not in opt or opt[level].get('pushes') is None:
        continue
    compared += 1
    g = opt[level]
    ok = g['pushes'] == o['pushes']
    reached += ok
    print(f"{level:4d}  optimal {o['moves']}/{o['pushes']}  start {g['start_moves']}/{g['start_pushes']}"
          f"  optimized {g['moves']}/{g['pushes']}  {g['status']}  {g['seconds']:.2f} s{'' if ok else '  MISSED'}")
share = 100.0 * reached / compared if compared else 0.0
print(f"levels with a proved optimum: {compared}; optimize reached the optimal pushes on {reached} ({share:.1f} %)")
PY
