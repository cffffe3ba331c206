# Words every area uses. Ids: area-what (common-, shell-, sokoban-, maze-, bombfight-,
# g2048-, cli-, cli-games-). Counts are numbers (plurals follow); ids and seeds are strings.

common-moves = { $n ->
    [one] { $n } move
   *[other] { $n } moves
}
