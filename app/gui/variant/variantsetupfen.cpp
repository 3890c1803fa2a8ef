// VariantSetupModel: the FEN text of the edited position, both ways. Reading checks the form of each field only;
// whether the position is legal is problem()'s question, answered by the variant library.
#include "variantsetupmodel.h"

#include "variant/position.h"

#include <charconv>

namespace kibitz::gui {

using variant::FenError;

namespace {

bool parseCount(std::string_view text, int& out)
{
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size() && out >= 0;
}

int rightOf(char c)
{
    switch (c) {
    case 'K': return WhiteOO;
    case 'Q': return WhiteOOO;
    case 'k': return BlackOO;
    case 'q': return BlackOOO;
    default: return 0;
    }
}

} // namespace

std::string VariantSetupModel::fen() const
{
    if (!m_rules)
        return {};
    std::string s = variant::placementFen(*m_rules, m_board);
    s += m_side == White ? " w " : " b ";
    if (!m_castling)
        s += '-';
    for (const char c : {'K', 'Q', 'k', 'q'})
        if (m_castling & rightOf(c))
            s += c;
    s += ' ';
    s += m_ep == NoSquare ? std::string("-") : std::string{char('a' + fileOf(m_ep)), char('1' + rankOf(m_ep))};
    return s + ' ' + std::to_string(m_halfmove) + ' ' + std::to_string(m_moveNumber);
}

FenError VariantSetupModel::setFen(const std::string& fen)
{
    if (!m_rules)
        return {0, tr("No variant is set.").toStdString()};
    const FenError e = parseFields(fen);
    if (e.ok())
        emit changed();
    return e;
}

FenError VariantSetupModel::parseFields(const std::string& fen)
{
    const std::vector<variant::FenField> fields = variant::splitFenFields(fen);
    if (fields.size() < 4)
        return {fields.empty() ? 1 : int(fen.size()) + 1,
                tr("a FEN has 4 to 6 fields: placement, side, castling, en passant").toStdString()};
    if (fields.size() > 6)
        return {fields[6].column, tr("a FEN has at most 6 fields").toStdString()};
    std::array<variant::Piece, SquareCount> board{};
    if (FenError e = variant::Position::parsePlacement(*m_rules, fen, board.data()); !e.ok())
        return e;
    const variant::FenField side = fields[1];
    if (side.text != "w" && side.text != "b")
        return {side.column, tr("the side to move is 'w' or 'b'").toStdString()};
    int castling = 0;
    if (fields[2].text != "-")
        for (std::size_t i = 0; i < fields[2].text.size(); ++i) {
            const int right = rightOf(fields[2].text[i]);
            if (!right || (castling & right))
                return {fields[2].column + int(i), tr("castling rights are '-' or each of K, Q, k, q at most once").toStdString()};
            castling |= right;
        }
    Square ep = NoSquare;
    if (const std::string_view t = fields[3].text; t != "-") {
        if (t.size() != 2 || t[0] < 'a' || t[0] > 'h' || t[1] < '1' || t[1] > '8')
            return {fields[3].column, tr("the en-passant field is '-' or a square").toStdString()};
        ep = makeSquare(t[0] - 'a', t[1] - '1');
    }
    int halfmove = 0, moveNumber = 1;
    if (fields.size() > 4 && !parseCount(fields[4].text, halfmove))
        return {fields[4].column, tr("the halfmove clock is a whole number").toStdString()};
    if (fields.size() > 5 && (!parseCount(fields[5].text, moveNumber) || moveNumber < 1))
        return {fields[5].column, tr("the move number is a number from 1 up").toStdString()};
    m_board = board;
    m_side = side.text == "w" ? White : Black;
    m_castling = castling;
    m_ep = ep;
    m_halfmove = halfmove;
    m_moveNumber = moveNumber;
    return {};
}

} // namespace kibitz::gui
