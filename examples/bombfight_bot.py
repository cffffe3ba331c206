#!/usr/bin/env python3
"""A minimal BombFight bot for gridwright, showing the protocol both ways.

Per turn (the default, as in the original): started for each turn, it reads one state from
standard input, prints its answer and exits.
    gridwright play bombfight MAP --p1 "python3 examples/bombfight_bot.py"
Persistent: started once, it reads state after state and answers one line each (an empty line
for no action), flushing after each.
    gridwright play bombfight MAP --p1 "python3 examples/bombfight_bot.py --persistent" --p1-mode persistent

A state is whitespace-separated integers: width, height, the map row by row (0-4 mushrooms,
5-9 gems, 10 wall, 11 brick, 14 exit, 15 empty, 1000-1003 / 2000-2003 bombs of player 1 / 2
with their timers), x y of player 1, x y of player 2, the player to act, rounds left, the two
scores. The answer is at most a move (up, down, left, right) and a bomb, in either order.
Anything printed to standard error is debug output (gridwright's --bot-log keeps it).

The strategy is the simplest that is not silly: walk towards the nearest gem by a shortest
path, never onto a cell a bomb's blast line reaches.
"""

import sys
from collections import deque

GEMS = {5, 6, 7, 8, 9}
BLOCKED = {10, 11}
STEPS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}


def read_state(tokens):
    """One state from an iterator of integers, or None at the end of the input."""
    try:
        w, h = next(tokens), next(tokens)
    except StopIteration:
        return None
    cells = [[next(tokens) for _ in range(w)] for _ in range(h)]
    pos = [(next(tokens), next(tokens)), (next(tokens), next(tokens))]
    me, rounds_left, s1, s2 = (next(tokens) for _ in range(4))
    return {"w": w, "h": h, "cells": cells, "pos": pos, "me": me, "rounds_left": rounds_left}


def threatened(state):
    """Cells a bomb's blast can reach (3 cells each way, stopped by walls and bricks)."""
    out = set()
    cells, w, h = state["cells"], state["w"], state["h"]
    for y in range(h):
        for x in range(w):
            if cells[y][x] >= 1000:
                out.add((x, y))
                for dx, dy in STEPS.values():
                    for k in range(1, 4):
                        cx, cy = x + dx * k, y + dy * k
                        if not (0 <= cx < w and 0 <= cy < h) or cells[cy][cx] in BLOCKED:
                            break
                        out.add((cx, cy))
    return out


def answer(state):
    """The first step towards the nearest gem, avoiding blast lines; '' to stay."""
    cells, w, h = state["cells"], state["w"], state["h"]
    start = state["pos"][state["me"] - 1]
    danger = threatened(state)
    first = {start: None}
    queue = deque([start])
    while queue:
        x, y = queue.popleft()
        if cells[y][x] in GEMS:
            return first[(x, y)] or ""
        for word, (dx, dy) in STEPS.items():
            n = (x + dx, y + dy)
            if (0 <= n[0] < w and 0 <= n[1] < h and n not in first
                    and cells[n[1]][n[0]] not in BLOCKED and n not in danger):
                first[n] = first[(x, y)] or word
                queue.append(n)
    if start in danger:  # no gem: at least step out of a blast line
        for word, (dx, dy) in STEPS.items():
            n = (start[0] + dx, start[1] + dy)
            if 0 <= n[0] < w and 0 <= n[1] < h and cells[n[1]][n[0]] not in BLOCKED and n not in danger:
                return word
    return ""


def tokens_of(stream):
    for line in stream:
        for t in line.split():
            yield int(t)


def main():
    persistent = "--persistent" in sys.argv[1:]
    tokens = tokens_of(sys.stdin)
    while True:
        state = read_state(tokens)
        if state is None:
            return
        print(answer(state), flush=True)
        print(f"player {state['me']}, {state['rounds_left']} rounds left", file=sys.stderr, flush=True)
        if not persistent:
            return


if __name__ == "__main__":
    main()
