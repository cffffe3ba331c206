# The 2048 workspace (en français).

