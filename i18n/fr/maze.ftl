# The maze and invisible maze workspaces (en français).

