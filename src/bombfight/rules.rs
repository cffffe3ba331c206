//! The rules as people read them, printed by `gridwright play bombfight --help` and
//! `gridwright tournament --help`, so the decided points travel with the program.

/// The rules of BombFight, with the decided points, and the bot protocol.
pub const RULES: &str = "\
Rules (GAMES.md 5, decided points included):
  Map: a walled grid; every cell whose row and column are both even is a wall; exits lie in
  the outer wall. Gems 5 6 7 8 9 are worth 5 10 20 25 40; mushrooms 4 3 2 1 0 cost
  3 6 10 15 20.
  A round: player 1 acts, then player 2. An action is at most one move (into any cell but a
  wall or a brick) and at most one bomb, in the order the words come: 'up bomb' moves then
  drops the bomb, 'bomb up' drops it then moves. Only the first move word and the first
  'bomb' count; every other word is ignored ('right up bomb' is 'right bomb').
  Bombs: placed with timer 3, counted down at the end of every round after those at 0 go
  off, so a bomb goes off at the end of the 3rd round after the one it was placed in. A
  blast reaches the bomb's cell and 3 cells each way, passes bombs, gems and mushrooms,
  stops at a wall and at a brick (destroyed). A bomb a blast reaches goes off in the same
  step. All bombs of one step go off together, traced on the map as it was before the
  step: a brick stops every blast that reaches it and is destroyed once; an item is
  destroyed once and every player whose blast reached it gets its doubled value (a
  mushroom costs double); a player caught by any blasts loses 40 once and restarts on its
  start next round.
  Points: walking onto an item collects it. Reaching an exit: +80 and the game ends. The
  game also ends when the rounds run out; more points wins.
Bots: any program. Each turn it reads, as whitespace-separated integers: width, height,
  the map row by row (0-9 items, 10 wall, 11 brick, 14 exit, 15 empty, 1000-1003 and
  2000-2003 bombs of player 1 and 2 with their timers), x y of player 1, x y of player 2,
  the player to act (1 or 2), rounds left, score 1, score 2. It answers one line of words
  (up, down, left, right, bomb). No answer within the time limit (2 s unless
  --time-limit) is no action; so are a crash and an answer with no word of the protocol.
  Standard error is the bot's debug output (--bot-log). Per turn (the default): started
  for each turn, and killed with its children once it has answered. Persistent: started
  once, reads state after state, answers a line each; late 3 turns in a row, or ended, it
  is started again (restarts are counted).
";
