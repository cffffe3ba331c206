# The Sokoban workspace.

