#!/usr/bin/env bash
# A stand-in for ../shared/peers/nneonneo-2048/build.sh, for the test of `bench 2048 --peer`'s
# plumbing (tests/bench_2048_peer.rs): it copies a tiny 2048.cpp with the peer's names (a game of
# three moves, a search whose answers are fixed) where the driver expects the peer's files.
# usage: build.sh OUT_DIR
set -e
here="$(cd "$(dirname "$0")" && pwd)"; o="${1:?usage: build.sh OUT_DIR}"; mkdir -p "$o"
cp "$here"/2048.cpp "$o"/
echo "built $o (fake peer)"
