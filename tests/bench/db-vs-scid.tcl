# SCID side of tests/bench/db-vs-scid.sh, run by tkscid (SCID 4.7) under Xvfb.
#   tkscid db-vs-scid.tcl PGN BASE POSITIONS RUNS [import-only]
# Prints one line per measurement (best of RUNS), in the same words as the Kibitz side:
#   import games=N time_ms=T bytes=B cpu_ms=C faults=F peak_kb=P all_ms=T1,T2,...
#     (C and F: the best run's user + system time and minor page faults, all of SCID's threads; P: the process's
#     peak resident size after the imports; all_ms: every run's time, in order)
#   tree NAME games=N time_ms=T          followed by   row NAME SAN GAMES   per move
#   exact NAME games=N time_ms=T
#   header NAME games=N time_ms=T
#   dups games=N duplicates=D time_ms=T
#   (import-only: the import line alone, e.g. for a run pinned to one CPU)
lassign $argv pgn base posfile runs importOnly

proc now {} { clock microseconds }
proc ms {t0} { expr {([clock microseconds] - $t0) / 1000.0} }
proc best {runs body} {
    set b 1e12
    for {set i 0} {$i < $runs} {incr i} {
        set t0 [now]
        uplevel 1 $body
        set t [ms $t0]
        if {$t < $b} { set b $t }
    }
    return $b
}

# The process's CPU time so far (user + system, every thread), in ms, from /proc/self/stat: SCID's import runs on
# more than one thread, which wall time alone does not show.
set ticks [exec getconf CLK_TCK]
# The process's counters so far, from one read of /proc/self/stat: {CPU ms, minor page faults}. The fields after the
# command name (in parentheses, which may hold blanks): minflt is the 10th of the line, utime and stime the 14th and
# 15th (the 8th, 12th and 13th after the name). Minor faults are the pages the system had to back for the process,
# the cost that differs most between machines (a VM that hands freed memory back to its host pays for every new page
# again).
proc counters {} {
    set f [open /proc/self/stat]
    set stat [read $f]
    close $f
    set fields [split [string range $stat [expr {[string last ")" $stat] + 2}] end] " "]
    list [expr {([lindex $fields 11] + [lindex $fields 12]) * 1000.0 / $::ticks}] [lindex $fields 7]
}
proc peakKb {} {
    set f [open /proc/self/status]
    set status [read $f]
    close $f
    if {[regexp {VmHWM:\s+(\d+)} $status -> kb]} { return $kb }
    return 0
}

# Import (the base is recreated for every run).
set bestImport 1e12
set bestCpu 0
set bestFaults 0
set allImports {}
for {set i 0} {$i < $runs} {incr i} {
    catch {sc_base close $db}
    file delete -force $base.si4 $base.sg4 $base.sn4
    set t0 [now]
    lassign [counters] c0 f0
    set db [sc_base create $base]
    sc_base import $db $pgn
    set t [ms $t0]
    lappend allImports [format %.0f $t]
    if {$t < $bestImport} {
        set bestImport $t
        lassign [counters] c1 f1
        set bestCpu [expr {$c1 - $c0}]
        set bestFaults [expr {$f1 - $f0}]
    }
}
set bytes [expr {[file size $base.si4] + [file size $base.sg4] + [file size $base.sn4]}]
puts "import games=[sc_base numGames $db] time_ms=$bestImport bytes=$bytes cpu_ms=$bestCpu faults=$bestFaults peak_kb=[peakKb] all_ms=[join $allImports ,]"
flush stdout
if {$importOnly eq "import-only"} {
    sc_base close $db
    exit 0
}

# Tree and exact position search, as SCID's tree window and board search run them.
set f [open $posfile]
set lines [split [string trim [read $f]] "\n"]
close $f
foreach line $lines {
    lassign [split $line |] name moves
    sc_game new
    if {$moves ne ""} { sc_move addSan $moves }
    set t [best $runs {
        sc_tree cachesize $db 250
        sc_filter search $db tree board
        set stats [sc_tree stats $db tree 0 frequency]
    }]
    set total [lindex [regexp -inline {TOTAL:\s+(\d+)} $stats] 1]
    puts "tree $name games=$total time_ms=$t"
    foreach l [split $stats "\n"] {
        if {[regexp {^\s*\d+:\s+(\S+)\s.*?\s(\d+):\s*[0-9.]+%} $l -> san count]} {
            puts "row $name $san $count"
        }
    }
    set t [best $runs { sc_filter search $db dbfilter board Exact 0 0 -filter RESET }]
    puts "exact $name games=[sc_filter count $db dbfilter] time_ms=$t"
    flush stdout
}

# Header searches.
set headers {
    white-carlsen {-white Carlsen}
    elo-2700 {-welo {2700 4000} -belo {2700 4000}}
    date-1990s {-date {1990.01.01 1999.12.31}}
    eco-b90-b99 {-eco {B90 B99}}
}
foreach {name options} $headers {
    set t [best $runs { sc_filter search $db dbfilter header {*}$options -filter RESET }]
    puts "header $name games=[sc_filter count $db dbfilter] time_ms=$t"
}

# Duplicates: same players (exact names) and same moves, nothing else (as Kibitz's dups --same-players).
set t [best $runs {
    sc_base gameflag $db all unset del
    set dups [sc_base duplicates $db -players Yes -colors Yes -event No -site No -round No -year No -month No -day No \
        -result No -eco No -moves Yes -skipshort No -setfilter No -usefilter No -comments No -variations No -delete Shorter]
}]
puts "dups games=[sc_base numGames $db] duplicates=$dups time_ms=$t"
sc_base close $db
exit
