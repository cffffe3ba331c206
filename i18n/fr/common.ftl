# Les mots que toutes les parties emploient (voir i18n/en/common.ftl pour les conventions).

common-moves = { $n ->
    [one] { $n } coup
   *[other] { $n } coups
}
