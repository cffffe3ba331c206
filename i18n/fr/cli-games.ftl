# Messages of the command line's per-game verbs (src/cli/<game>/); the console games keep the originals' wording (en français).

