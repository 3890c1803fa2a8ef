# SCID's own import, for the tests: tkscid scid-import.tcl PGN BASE
# Creates the SCID 4 database BASE (.si4/.sn4/.sg4) from PGN, as File > New and Tools > Import do, and prints
# "imported <games>" (and SCID's import messages on the next lines).
lassign $argv pgn base
file delete -force $base.si4 $base.sg4 $base.sn4
set db [sc_base create $base]
set result [sc_base import $db $pgn]
puts "imported [sc_base numGames $db]"
puts [lindex $result 1]
sc_base close $db
exit
