# SCID's own PGN export, for the tests: tkscid scid-export.tcl BASE OUT
# Writes every game of BASE with comments and variations (File > Export), and prints "exported <games>".
proc ::progressCallBack {args} {}
lassign $argv base out
set db [sc_base open $base]
sc_base switch $db
sc_base export filter PGN $out -comments 1 -variations 1
puts "exported [sc_base numGames $db]"
sc_base close $db
exit
