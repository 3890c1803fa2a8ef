# SCID side of the "scid" section of tests/bench/db-vs-scid.sh, run by tkscid (SCID 4.7) under Xvfb.
#   tkscid db-vs-scid-scid.tcl PGN BASE EXPORT
# SCID imports PGN into the new database BASE, opens it again (what shows its game list) and exports every game to
# EXPORT (comments and variations, as File > Export does). One line per step:
#   import games=N time_ms=T bytes=B
#   open games=N time_ms=T
#   export games=N time_ms=T bytes=B
proc ::progressCallBack {args} {}
lassign $argv pgn base export
proc now {} { clock microseconds }
proc ms {t0} { expr {([clock microseconds] - $t0) / 1000.0} }

file delete -force $base.si4 $base.sg4 $base.sn4
set t0 [now]
set db [sc_base create $base]
sc_base import $db $pgn
sc_base close $db
set t [ms $t0]
set bytes [expr {[file size $base.si4] + [file size $base.sg4] + [file size $base.sn4]}]

set t0 [now]
set db [sc_base open $base]
set games [sc_base numGames $db]
set topen [ms $t0]
puts "import games=$games time_ms=$t bytes=$bytes"
puts "open games=$games time_ms=$topen"
flush stdout

file delete -force $export
sc_base switch $db
set t0 [now]
sc_base export filter PGN $export -comments 1 -variations 1
set t [ms $t0]
puts "export games=$games time_ms=$t bytes=[file size $export]"
sc_base close $db
exit
