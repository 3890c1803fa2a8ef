// A small PGN written for these tests: mixed case, ties, unknown values and a Latin-1-free UTF-8 name, so
// sorting and filtering have edge cases to get right. Game numbers in comments are 1-based file order.
#pragma once

#include <string>

namespace kibitz::test {

inline const std::string SmallPgn = R"PGN([Event "Tata Steel Masters"]
[Site "Wijk aan Zee NED"]
[Date "2019.01.12"]
[Round "1"]
[White "Carlsen, Magnus"]
[Black "Giri, Anish"]
[Result "1/2-1/2"]
[ECO "C65"]
[WhiteElo "2835"]
[BlackElo "2783"]
[PlyCount "6"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 1/2-1/2

[Event "casual game"]
[Site "London"]
[Date "1851.??.??"]
[Round "?"]
[White "Anderssen, Adolf"]
[Black "Kieseritzky, Lionel"]
[Result "1-0"]
[ECO "C33"]

1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 1-0

[Event "Tata Steel Masters"]
[Site "Wijk aan Zee NED"]
[Date "2019.01.13"]
[Round "2"]
[White "giri, anish"]
[Black "Carlsen, Magnus"]
[Result "0-1"]
[ECO "D37"]
[WhiteElo "2783"]
[BlackElo "2835"]
[PlyCount "4"]

1. d4 Nf6 2. c4 e6 0-1

[Event "World Championship"]
[Site "Dubai UAE"]
[Date "2021.12.03"]
[Round "6"]
[White "Carlsen, Magnus"]
[Black "Nepomniachtchi, Ian"]
[Result "1-0"]
[ECO "D02"]
[WhiteElo "2856"]
[BlackElo "2782"]
[PlyCount "2"]

1. d4 Nf6 1-0

[Event "Ostrava Open"]
[Site "Ostrava"]
[Date "????.??.??"]
[Round "3"]
[White "Šašek, Václav"]
[Black "Anderssen, Adolf"]
[Result "*"]
[ECO ""]
[WhiteElo "2100"]

1. c4 *

[Event "World Championship"]
[Site "Dubai UAE"]
[Date "2021.12.05"]
[Round "8"]
[White "Nepomniachtchi, Ian"]
[Black "Carlsen, Magnus"]
[Result "0-1"]
[ECO "C43"]
[WhiteElo "2782"]
[BlackElo "2856"]
[PlyCount "2"]

1. e4 e5 0-1

)PGN";

} // namespace kibitz::test
