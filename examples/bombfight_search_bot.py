#!/usr/bin/env python3
"""A BombFight bot that searches: a second opponent for gridwright's `strong`, written apart
from it (no Rust shared), so `strong` is measured against a searcher it was not built beside.

It tries every pair of its own next two actions on a copy of the state (the opponent held
still), with the game's rules re-implemented here from the spec: moves, bombs with timers
3-2-1-0, blasts of 3 cells stopped by walls and bricks, chain reactions, doubled points for
items blown up, -40 for a kill, +80 and the end for an exit. Each leaf is scored by the points,
what its bombs on the map will blow up, the gems it reaches before the opponent (distances pass
bricks at the cost of bombing them), the exit race (who gets to an exit first, with the move
order, and whether +80 wins), and whether it can still keep out of every blast to come
(reachable cells traced round by round against each bomb's fuse, chains included).

Both ways of running, as examples/bombfight_bot.py:
    gridwright play bombfight MAP --p1 "python3 examples/bombfight_search_bot.py"
    gridwright play bombfight MAP --p1 "python3 examples/bombfight_search_bot.py --persistent" \
        --p1-mode persistent
"""

import sys
from collections import deque

WALL, BRICK, EXIT, EMPTY = 10, 11, 14, 15
POINTS = [-20, -15, -10, -6, -3, 5, 10, 20, 25, 40]
STEPS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
RANGE = 3
# Steps a brick costs on the way: walking up, bombing, getting away, coming back.
BRICK_COST = 6
# Rounds a distance is looked at.
SIGHT = 80
# Distances already found this turn.
MEMO = {}


class Game:
    """The part of a state the rules change: ground, bombs, positions, scores, rounds left."""

    def __init__(self, w, h, ground, bombs, pos, scores, rounds_left, me):
        self.w, self.h = w, h
        self.ground = ground  # list of codes (items, 10, 11, 14, 15); bombs kept apart
        self.bombs = bombs  # {(x, y): [owner, timer]}
        self.pos = pos  # [p1, p2]
        self.scores = scores
        self.rounds_left = rounds_left
        self.me = me  # 0 or 1
        self.over = False
        self.killed = False

    def copy(self):
        g = Game(self.w, self.h, self.ground[:], {k: v[:] for k, v in self.bombs.items()},
                 self.pos[:], self.scores[:], self.rounds_left, self.me)
        g.over, g.killed = self.over, self.killed
        return g

    def at(self, c):
        x, y = c
        if 0 <= x < self.w and 0 <= y < self.h:
            return self.ground[y * self.w + x]
        return WALL

    def set(self, c, code):
        self.ground[c[1] * self.w + c[0]] = code

    def free(self, c):
        return self.at(c) not in (WALL, BRICK)

    def neighbours(self, c):
        for dx, dy in STEPS.values():
            n = (c[0] + dx, c[1] + dy)
            if self.free(n):
                yield n

    def blast(self, c):
        """The cells a bomb at c reaches: stopped at a wall, and at a brick (reached)."""
        out = [c]
        for dx, dy in STEPS.values():
            for k in range(1, RANGE + 1):
                n = (c[0] + dx * k, c[1] + dy * k)
                code = self.at(n)
                if code == WALL:
                    break
                out.append(n)
                if code == BRICK:
                    break
        return out

    def act(self, step, bomb, bomb_first):
        """My action, then (the opponent idle) the end of the round."""
        me = self.me
        if bomb and bomb_first:
            self.bombs.setdefault(self.pos[me], [me, 3])
        if step:
            dx, dy = STEPS[step]
            n = (self.pos[me][0] + dx, self.pos[me][1] + dy)
            if self.free(n):
                self.pos[me] = n
                code = self.at(n)
                if code < 10:
                    self.scores[me] += POINTS[code]
                    self.set(n, EMPTY)
                elif code == EXIT:
                    self.scores[me] += 80
                    self.over = True
                    return
        if bomb and not bomb_first:
            self.bombs.setdefault(self.pos[me], [me, 3])
        self.end_round()

    def end_round(self):
        """Bombs at 0 go off with every bomb their blasts reach, traced on the map before."""
        going = [c for c, (_, t) in self.bombs.items() if t == 0]
        blasts, seen = [], set(going)
        while going:
            c = going.pop()
            cells = self.blast(c)
            blasts.append((self.bombs[c][0], cells))
            for n in cells:
                if n in self.bombs and n not in seen:
                    seen.add(n)
                    going.append(n)
        hit = {}
        for owner, cells in blasts:
            for n in cells:
                hit.setdefault(n, set()).add(owner)
        for c in seen:
            del self.bombs[c]
        for n, owners in hit.items():
            code = self.at(n)
            if code == BRICK:
                self.set(n, EMPTY)
            elif code < 10:
                for o in owners:
                    self.scores[o] += 2 * POINTS[code]
                self.set(n, EMPTY)
        for p in (0, 1):
            if self.pos[p] in hit:
                self.scores[p] -= 40
                if p == self.me:
                    self.killed = True
        for b in self.bombs.values():
            b[1] -= 1
        self.rounds_left -= 1
        if self.rounds_left <= 0:
            self.over = True

    def fuses(self):
        """When each bomb goes off, in ends of round from now, chains included."""
        t = {c: b[1] for c, b in self.bombs.items()}
        reach = {c: self.blast(c) for c in self.bombs}
        changed = True
        while changed:
            changed = False
            for a in self.bombs:
                for n in reach[a]:
                    if n in t and t[a] < t[n]:
                        t[n] = t[a]
                        changed = True
        hits = {}
        for c, ft in t.items():
            for n in reach[c]:
                hits.setdefault(ft, set()).add(n)
        return hits

    def escapable(self, who, extra=None):
        """Whether `who`, to act now, can be outside every coming blast when it goes off.

        `extra` is a feared bomb: (cell, fuse)."""
        hits = self.fuses()
        if extra:
            cell, fuse = extra
            hits.setdefault(fuse, set()).update(self.blast(cell))
        if not hits:
            return True
        frontier = {self.pos[who]}
        for t in range(max(hits) + 1):
            nxt = set(frontier)
            for c in frontier:
                nxt.update(self.neighbours(c))
            frontier = nxt - hits.get(t, set())
            if not frontier:
                return False
        return True

    def distances(self, start):
        """Steps from start, passing bricks at BRICK_COST extra (0-1-k BFS by buckets);
        remembered by start and ground, which most leaves of one turn share."""
        key = (start, tuple(self.ground))
        if key not in MEMO:
            MEMO[key] = self.search(start)
        return MEMO[key]

    def search(self, start):
        dist = {start: 0}
        buckets = [[start]]
        d = 0
        while d < len(buckets) and d <= SIGHT:
            for c in buckets[d]:
                if dist[c] != d:
                    continue
                for dx, dy in STEPS.values():
                    n = (c[0] + dx, c[1] + dy)
                    code = self.at(n)
                    if code == WALL:
                        continue
                    nd = d + 1 + (BRICK_COST if code == BRICK else 0)
                    if nd < dist.get(n, SIGHT + 1):
                        dist[n] = nd
                        while len(buckets) <= nd:
                            buckets.append([])
                        buckets[nd].append(n)
            d += 1
        return dist


def evaluate(g):
    """How good a leaf looks for me: points, what my bombs will blow, gems, the exit race."""
    me, them = g.me, 1 - g.me
    lead = g.scores[me] - g.scores[them]
    if g.over:
        return lead + (10000 if lead > 0 else -10000 if lead < 0 else 0)
    v = float(lead)
    if g.killed:
        v -= 400
    if not g.escapable(me):
        v -= 1000
    v += pending(g)
    mine, theirs = g.distances(g.pos[me]), g.distances(g.pos[them])
    v += gems(g, mine, theirs)
    v += exit_race(g, lead, mine, theirs)
    return v


def pending(g):
    """Items and bricks the bombs on the map will destroy, as points for their owners."""
    v = 0.0
    for c, (owner, _) in g.bombs.items():
        sign = 1 if owner == g.me else -1
        for n in g.blast(c):
            code = g.at(n)
            if code < 10:
                v += sign * 1.8 * POINTS[code]
            elif code == BRICK and owner == g.me:
                v += 2
    return v


def gems(g, mine, theirs):
    """Gems I get to first, discounted by distance; half for a tie (I move first then)."""
    v = 0.0
    for c, d in mine.items():
        code = g.at(c)
        if 5 <= code <= 9 and d <= g.rounds_left:
            o = theirs.get(c, SIGHT + 1)
            share = 1.0 if d < o else 0.6 if d == o else 0.15
            v += POINTS[code] * share * 0.88 ** d
    return 0.7 * min(v, 120)


def exit_race(g, lead, mine, theirs):
    """The exit: worth its 80 and the win when +80 wins and I get there first (I act first
    from a leaf, so a tie is mine); a threat when the opponent gets there first and +80
    wins for it."""
    exits = [c for c in mine if g.at(c) == EXIT]
    dm = min((mine[c] for c in exits), default=None)
    dt = min((d for c, d in theirs.items() if g.at(c) == EXIT), default=None)
    v = 0.0
    if dm is not None and dm <= g.rounds_left and lead + 80 > 0:
        first = dt is None or dm <= dt or lead - 80 >= 0
        v += (200 if first else 90) - 2.5 * dm
    if dt is not None and dt < (dm if dm is not None else SIGHT + 1) and lead < 80 \
            and dt <= g.rounds_left:
        v -= 120 - 2 * dt
    return v


def actions(g):
    """Every distinct action: stay or one of the free steps, with no bomb, bomb first or after."""
    steps = [None] + [s for s, (dx, dy) in STEPS.items()
                      if g.free((g.pos[g.me][0] + dx, g.pos[g.me][1] + dy))]
    out = [(s, False, False) for s in steps]
    if g.pos[g.me] not in g.bombs:
        out += [(s, True, True) for s in steps]
    out += [(s, True, False) for s in steps if s]
    return out


def answer(g):
    """The first of the best two actions; ties go to the first tried (no randomness)."""
    best, choice = None, (None, False, False)
    for a in actions(g):
        g1 = g.copy()
        g1.act(*a)
        v1 = evaluate(g1)
        if not g1.over and not g1.killed:
            v2 = max((evaluate(act_copy(g1, b)) for b in actions(g1)), default=v1)
            v = 0.3 * v1 + 0.7 * v2
        else:
            v = v1
        if best is None or v > best + 1e-9:
            best, choice = v, a
    step, bomb, first = choice
    words = []
    if bomb and first:
        words.append("bomb")
    if step:
        words.append(step)
    if bomb and not first:
        words.append("bomb")
    return " ".join(words)


def act_copy(g, a):
    t = g.copy()
    t.act(*a)
    return t


def read_state(tokens):
    """One state from an iterator of integers, or None at the end of the input."""
    try:
        w, h = next(tokens), next(tokens)
    except StopIteration:
        return None
    ground, bombs = [], {}
    for y in range(h):
        for x in range(w):
            code = next(tokens)
            if code >= 1000:
                bombs[(x, y)] = [code // 1000 - 1, code % 1000]
                code = EMPTY
            ground.append(code)
    pos = [(next(tokens), next(tokens)), (next(tokens), next(tokens))]
    me, rounds_left, s1, s2 = (next(tokens) for _ in range(4))
    return Game(w, h, ground, bombs, pos, [s1, s2], rounds_left, me - 1)


def tokens_of(stream):
    for line in stream:
        for t in line.split():
            yield int(t)


def main():
    persistent = "--persistent" in sys.argv[1:]
    tokens = tokens_of(sys.stdin)
    while True:
        g = read_state(tokens)
        if g is None:
            return
        MEMO.clear()
        print(answer(g), flush=True)
        print(f"player {g.me + 1}, {g.rounds_left} rounds left", file=sys.stderr, flush=True)
        if not persistent:
            return


if __name__ == "__main__":
    main()
