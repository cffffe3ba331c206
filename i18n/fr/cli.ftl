# The command line's messages: errors, reports, progress, help (en français).

