# SCID side of tests/bench/dossier.sh, run by tkscid (SCID 4.7) under Xvfb: SCID's player report (Tools > Player
# Report, tcl/tools/preport.tcl) of one player for each colour, as that window makes it: a header search for the
# name and colour, a board search of the start position, `sc_report player create`, then the report's parts.
#   tkscid dossier.tcl PGN BASE PLAYER RUNS
# Prints "import games=N time_ms=T" when BASE had to be made from PGN (not compared), then
#   report white games=N time_ms=T / report black games=N time_ms=T / report both games=N time_ms=T (best of RUNS).
lassign $argv pgn base player runs

proc now {} { clock microseconds }
proc ms {t0} { expr {([clock microseconds] - $t0) / 1000.0} }

if {![file exists $base.si4]} {
    set t0 [now]
    set db [sc_base create $base]
    sc_base import $db $pgn
    puts "import games=[sc_base numGames $db] time_ms=[ms $t0]"
    sc_base close $db
}
set db [sc_base open $base]
sc_base switch $db

# One colour's report, as ::preport::makeReport and ::preport::report run it (ExtraMoves 1, MaxGames 400, the
# start position); returns the number of report games.
proc report {colour player} {
    sc_search header -filter RESET -$colour $player
    sc_game new
    sc_search board AND Exact false 0
    sc_report player create 1 400
    sc_report player format text
    sc_report player notes 1 0
    set games [lindex [sc_report player count] 0]
    foreach kind {o n a} { sc_report player best $kind 5 }
    sc_report player players [expr {$colour eq "white" ? "black" : "white"}] 5
    sc_report player elo $colour
    sc_report player eco 10
    sc_report player endmat
    sc_report player print 0 "" ""
    return $games
}

set best(white) 1e12
set best(black) 1e12
set best(both) 1e12
for {set i 0} {$i < $runs} {incr i} {
    set total 0
    set t0 [now]
    foreach colour {white black} {
        set t1 [now]
        set games($colour) [report $colour $player]
        set t [ms $t1]
        if {$t < $best($colour)} { set best($colour) $t }
    }
    set t [ms $t0]
    if {$t < $best(both)} { set best(both) $t }
}
foreach colour {white black} {
    puts "report $colour games=$games($colour) time_ms=$best($colour)"
}
puts "report both games=[expr {$games(white) + $games(black)}] time_ms=$best(both)"
sc_base close $db
exit
