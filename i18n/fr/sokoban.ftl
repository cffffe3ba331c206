# The Sokoban workspace (en français).

