#include "state.h"

namespace kibitz::tournament {

double GameRecord::pointsOf(int e) const
{
    if (result == "1/2-1/2")
        return 0.5;
    const bool whiteWon = result == "1-0";
    if (result != "1-0" && result != "0-1")
        return 0;
    return (e == white) == whiteWon ? 1.0 : 0.0;
}

} // namespace kibitz::tournament
