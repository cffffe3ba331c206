#!/usr/bin/env bash
# Runs the tournament of issue 46's acceptance with real cluster engines and checks that the
# shards, merged, print the one-process report (timing columns aside, as in
# tests/tournament_shards.rs):
#   1. GNU parallel runs examples/cluster/tournament-parallel.sh (4 shards, then the merge);
#   2. a single-node Slurm (munged, slurmctld, slurmd started here under a temporary folder)
#      runs examples/cluster/tournament.slurm as a 4-task job array (sbatch --wait);
#   3. a shard killed with SIGKILL mid-run and started again with the same results file
#      finishes the run: the merge is the same, and the file holds each game once.
# It installs parallel, slurm-wlm and munge with apt-get when they are missing, stops every
# daemon it started and removes its folders on exit. CI runs it (.ci/run); a developer can
# too, as root (nothing outside its temporary folder is configured): scripts/cluster-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
start=$(date +%s)
step() { echo "cluster-check [$(($(date +%s) - start)) s]: $*"; }

if [ "$(id -u)" != 0 ]; then
    echo "cluster-check starts munged, slurmctld and slurmd: run it as root (CI does)" >&2
    exit 2
fi
missing=()
command -v parallel >/dev/null || missing+=(parallel)
command -v sbatch >/dev/null && command -v slurmctld >/dev/null && command -v slurmd >/dev/null ||
    missing+=(slurm-wlm)
command -v munged >/dev/null && command -v mungekey >/dev/null || missing+=(munge)
command -v python3 >/dev/null || missing+=(python3)
if [ ${#missing[@]} -gt 0 ]; then
    step "apt-get install ${missing[*]}"
    # The packages would start the system's munged, slurmctld and slurmd: a policy-rc.d
    # (as Docker images have) keeps them stopped, this script starts its own.
    policy=
    if [ ! -e /usr/sbin/policy-rc.d ]; then
        policy=/usr/sbin/policy-rc.d
        printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy"
    fi
    installed=0
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
        --no-install-recommends "${missing[@]}" >/dev/null || installed=$?
    if [ -n "$policy" ]; then rm -f "$policy"; fi
    [ "$installed" = 0 ] || exit "$installed"
fi

# The debug binary `cargo test` built, as deb-check uses it (CI has no release build).
test -x target/debug/gridwright || cargo build
bin=$repo/target/debug
gw=$bin/gridwright
run=(tournament --builtin "random,greedy,strong" --random-maps 8 --seed 3)

work=$(mktemp -d /tmp/gridwright-cluster.XXXXXX)
conf=$work/slurm/slurm.conf
daemons=() # munged, slurmctld, slurmd as started, by process id
shard_pid= # the shard step 3 kills, while it runs
cleanup() {
    local status=$?
    if [ -n "$shard_pid" ]; then kill -KILL "$shard_pid" 2>/dev/null || true; fi
    if [ -f "$conf" ] && [ ${#daemons[@]} -eq 3 ]; then
        # Only this script's Slurm (its own slurm.conf): its jobs end before its daemons do,
        # or their slurmstepd would outlive slurmd.
        SLURM_CONF=$conf scancel --full --quiet --user=root 2>/dev/null || true
        for _ in $(seq 100); do
            [ -z "$(SLURM_CONF=$conf squeue --noheader 2>/dev/null)" ] && break
            sleep 0.1
        done
    fi
    # Last started, first stopped: slurmd, slurmctld, then munged.
    for ((i = ${#daemons[@]} - 1; i >= 0; i--)); do
        kill "${daemons[i]}" 2>/dev/null || true
        wait "${daemons[i]}" 2>/dev/null || true
    done
    rm -rf "$work"
    exit "$status"
}
trap cleanup EXIT

# check text|json EXPECTED ACTUAL: the same report, timing columns aside.
# check games FILE REFERENCE: FILE holds each game of REFERENCE once, every line whole.
check() {
    python3 - "$@" "$work" <<'EOF'
import difflib, json, sys

def timeless_text(text):
    # The standings table (up to the first empty line) without its last two columns.
    out, table = [], True
    for line in text.splitlines():
        table = table and line != ""
        out.append(" ".join(line.split()[:-2]) if table else line)
    return out

def timeless_json(text):
    v = json.loads(text)
    for s in v["standings"]:
        s.pop("mean_ms", None)
        s.pop("max_ms", None)
    return json.dumps(v, indent=1, sort_keys=True).splitlines()

def numbers(path):
    with open(path) as f:
        lines = f.read().splitlines()
    return [json.loads(l)["pairing"]["number"] for l in lines[1:]]

kind, a, b, work = sys.argv[1:]
short = lambda p: p.removeprefix(work + "/")
if kind == "games":
    got, want = numbers(a), sorted(numbers(b))
    twice = sorted({n for n in got if got.count(n) > 1})
    if twice or sorted(got) != want:
        sys.exit(f"{a}: games {sorted(got)}, want {want} (twice: {twice})")
    print(f"  {short(a)}: {len(got)} games, each once")
    sys.exit(0)
strip = timeless_text if kind == "text" else timeless_json
want, got = (strip(open(p).read()) for p in (a, b))
if want != got:
    sys.stdout.writelines(l + "\n" for l in difflib.unified_diff(want, got, a, b, lineterm=""))
    sys.exit(f"{b} is not the report of {a}")
print(f"  {short(b)}: the one-process report ({kind})")
EOF
}

# wait_for WHAT COMMAND...: polls COMMAND (at most 60 s), naming WHAT when it never succeeds.
wait_for() {
    local what=$1
    shift
    for _ in $(seq 600); do
        if "$@" >/dev/null 2>&1; then return 0; fi
        sleep 0.1
    done
    echo "cluster-check: waited 60 s for $what" >&2
    return 1
}

# merged DIR: the text and JSON merge of DIR/results/shard-*.jsonl, compared with one process.
merged() {
    "$gw" tournament merge "$1"/results/shard-*.jsonl >"$1/merged.txt"
    "$gw" tournament merge "$1"/results/shard-*.jsonl --json >"$1/merged.json"
    check text "$work/one.txt" "$1/merged.txt"
    check json "$work/one.json" "$1/merged.json"
}

step "one process: ${run[*]} (text, then --json)"
"$gw" "${run[@]}" >"$work/one.txt" 2>/dev/null
"$gw" "${run[@]}" --json >"$work/one.json" 2>/dev/null

step "GNU parallel: examples/cluster/tournament-parallel.sh (4 shards, merge)"
mkdir "$work/parallel"
(cd "$work/parallel" && PATH=$bin:$PATH sh "$repo/examples/cluster/tournament-parallel.sh" \
    >example.txt 2>parallel.log) || { cat "$work/parallel/parallel.log" >&2; exit 1; }
check text "$work/one.txt" "$work/parallel/example.txt"
merged "$work/parallel"

# A single-node Slurm of this machine, everything under $work/slurm: its own munge key and
# socket, its own ports, so a munged or a Slurm already on the machine is not touched.
step "munged: a new key (mungekey --create) and its own socket"
s=$work/slurm
mkdir -p "$s/munge" "$s/state" "$s/spool" "$s/log" "$s/job/results"
# munged wants every folder up to its socket searchable by all, its key readable by it only.
chmod 755 "$work" "$s" "$s/munge"
mungekey --create --keyfile="$s/munge/munge.key"
munged --foreground --key-file="$s/munge/munge.key" --socket="$s/munge/socket" \
    --pid-file="$s/munge/munged.pid" --seed-file="$s/munge/seed" \
    2>"$s/log/munged.log" &
daemons+=($!)
wait_for "munged's socket" sh -c "munge --socket='$s/munge/socket' -n | unmunge --socket='$s/munge/socket'" ||
    { cat "$s/log/munged.log" >&2; exit 1; }

host=$(hostname -s)
node=$(slurmd -C | head -1)
export SLURM_CONF=$conf
cat >"$SLURM_CONF" <<CONF
ClusterName=gridwright-check
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=16817
SlurmdPort=16818
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$s/munge/socket
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
MpiDefault=none
MailProg=/bin/true
ReturnToService=2
StateSaveLocation=$s/state
SlurmdSpoolDir=$s/spool
SlurmctldPidFile=$s/slurmctld.pid
SlurmdPidFile=$s/slurmd.pid
SlurmctldLogFile=$s/log/slurmctld.log
SlurmdLogFile=$s/log/slurmd.log
$node NodeAddr=127.0.0.1 State=UNKNOWN
PartitionName=check Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
step "slurmctld and slurmd: one node, $node"
slurmctld -D -i 2>"$s/log/slurmctld.err" &
daemons+=($!)
slurmd -D -N "$host" 2>"$s/log/slurmd.err" &
daemons+=($!)
node_idle() { [ "$(sinfo --noheader --nodes="$host" --format=%T)" = idle ]; }
wait_for "the Slurm node to be idle" node_idle ||
    { sinfo >&2 || true; cat "$s/log/slurmctld.log" "$s/log/slurmd.log" >&2; exit 1; }

step "Slurm: sbatch --wait --array=0-3 examples/cluster/tournament.slurm, merge"
# (A node that went down would leave sbatch waiting for ever: 10 minutes are plenty.)
if ! (cd "$s/job" && PATH=$bin:$PATH timeout 600 sbatch --wait --array=0-3 --quiet \
    "$repo/examples/cluster/tournament.slurm"); then
    squeue >&2 || true
    cat "$s/job/results"/*.log "$s/log/slurmctld.log" "$s/log/slurmd.log" >&2 || true
    exit 1
fi
merged "$s/job"

step "SIGKILL: shard 0 killed mid-run, started again with the same results file"
k=$work/kill
mkdir -p "$k/results"
cp "$work"/parallel/results/shard-[123].jsonl "$k/results/"
shard=("${run[@]}" --shard 0/4 --jobs 1 --results "$k/results/shard-0.jsonl")
"$gw" "${shard[@]}" >/dev/null 2>"$k/first.log" &
shard_pid=$!
# The header and three games written, then the kill, whatever the shard is doing.
lines() { wc -l <"$k/results/shard-0.jsonl" 2>/dev/null || echo 0; }
four_lines() { [ "$(lines)" -ge 4 ]; }
wait_for "shard 0's third game" four_lines
kill -KILL "$shard_pid"
status=0
{ wait "$shard_pid"; } 2>/dev/null || status=$?
shard_pid=
if [ "$status" != 137 ]; then
    echo "cluster-check: shard 0 ended (status $status) before the SIGKILL: nothing was tested" >&2
    exit 1
fi
played=$(($(lines) - 1))
if [ "$played" -ge 12 ]; then
    echo "cluster-check: shard 0 had written all its games before the SIGKILL" >&2
    exit 1
fi
echo "  killed after $played of 12 games"
"$gw" "${shard[@]}" >/dev/null 2>"$k/again.log"
if ! grep 'already played' "$k/again.log" | sed 's/^/  /'; then
    echo "cluster-check: the restarted shard did not resume:" >&2
    cat "$k/again.log" >&2
    exit 1
fi
check games "$k/results/shard-0.jsonl" "$work/parallel/results/shard-0.jsonl"
merged "$k"

step "done: GNU parallel, Slurm and a killed shard give the one-process report"
