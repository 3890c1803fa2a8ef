// VariantSetupModel: editing, the FEN both ways and the verdict through the variant library.
#include "variantsetupmodel.h"

#include "variant/position.h"

#include <algorithm>
#include <cctype>

namespace kibitz::gui {

using variant::FenError;

namespace {

// The rules of `def` for its letters even while its start position is being edited (and so may be illegal):
// compiled as given, or else with only the two royal pieces standing on squares where neither attacks the other.
std::shared_ptr<const variant::Rules> lettersOf(const variant::VariantDef& def)
{
    if (auto rules = variant::Rules::compile(def, nullptr))
        return rules;
    const int royal = def.royalIndex();
    if (royal < 0)
        return nullptr;
    const char letter = def.pieces[std::size_t(royal)].letter;
    variant::VariantDef probe = def;
    for (int black = 63; black >= 8; --black) { // White's royal on a1, Black's anywhere from h8 down
        std::string placement;
        for (int rank = 7; rank >= 0; --rank) {
            int empty = 0;
            for (int file = 0; file < 8; ++file) {
                const int s = rank * 8 + file;
                if (s != 0 && s != black) {
                    ++empty;
                    continue;
                }
                if (empty)
                    placement += char('0' + empty);
                empty = 0;
                placement += s == 0 ? char(std::toupper(static_cast<unsigned char>(letter))) : letter;
            }
            if (empty)
                placement += char('0' + empty);
            if (rank)
                placement += '/';
        }
        probe.startFen = placement + " w - - 0 1";
        if (auto rules = variant::Rules::compile(probe, nullptr))
            return rules;
    }
    return nullptr;
}

} // namespace

VariantSetupModel::VariantSetupModel(QObject* parent) : QObject(parent) {}

bool VariantSetupModel::setVariant(const variant::VariantDef& def, Purpose purpose, QString* why)
{
    if (const std::string problem = variant::validateStatic(def); !problem.empty()) {
        if (why)
            *why = QString::fromStdString(problem);
        return false;
    }
    auto rules = lettersOf(def);
    if (!rules) {
        if (why)
            *why = tr("The royal piece cannot stand anywhere without giving check.");
        return false;
    }
    m_def = def;
    m_rules = std::move(rules);
    m_purpose = purpose;
    setStart();
    return true;
}

void VariantSetupModel::setPiece(Square s, variant::Piece piece)
{
    if (s == NoSquare || m_board[std::size_t(s)] == piece)
        return;
    m_board[std::size_t(s)] = piece;
    boardEdited();
}

void VariantSetupModel::movePiece(Square from, Square to)
{
    if (from == to || from == NoSquare || to == NoSquare || !m_board[std::size_t(from)])
        return;
    m_board[std::size_t(to)] = m_board[std::size_t(from)];
    m_board[std::size_t(from)] = variant::NoPiece;
    boardEdited();
}

void VariantSetupModel::setSideToMove(Color side)
{
    if (side == m_side)
        return;
    m_side = side;
    m_ep = NoSquare; // the en-passant square belongs to the other side's last move
    emit changed();
}

void VariantSetupModel::setCastlingRight(int right, bool on)
{
    const int rights = on ? m_castling | right : m_castling & ~right;
    if (rights != m_castling) {
        m_castling = rights;
        emit changed();
    }
}

int VariantSetupModel::possibleCastlingRights() const
{
    if (!m_rules || !m_rules->castling())
        return 0;
    int rights = 0;
    for (const Color c : {White, Black}) {
        if (m_board[std::size_t(relative(c, E1))] != variant::makePiece(c, m_rules->royal()))
            continue;
        const variant::Piece rook = variant::makePiece(c, m_rules->castlingRook());
        if (m_board[std::size_t(relative(c, H1))] == rook)
            rights |= c == White ? WhiteOO : BlackOO;
        if (m_board[std::size_t(relative(c, A1))] == rook)
            rights |= c == White ? WhiteOOO : BlackOOO;
    }
    return rights;
}

void VariantSetupModel::setEpSquare(Square s)
{
    if (s != m_ep) {
        m_ep = s;
        emit changed();
    }
}

std::vector<Square> VariantSetupModel::possibleEpSquares() const
{
    std::vector<Square> out;
    const variant::PieceType pawn = m_rules ? m_rules->pawn() : variant::NoType;
    if (pawn == variant::NoType || !m_def.doubleStep)
        return out;
    // As the FEN reader demands: behind the square the other side's pawn, the square and the pawn's origin empty;
    // and, as after a double step, one of our pawns could take it.
    const Color us = m_side;
    Bitboard occupied = 0, ours = 0;
    for (int s = 0; s < SquareCount; ++s)
        if (const variant::Piece p = m_board[std::size_t(s)]) {
            occupied |= squareBB(Square(s));
            if (variant::colorOf(p) == us && variant::typeOf(p) == pawn)
                ours |= squareBB(Square(s));
        }
    const int rank = relativeRank(us, 7 - m_def.doubleStepRank);
    for (int file = 0; file < 8; ++file) {
        const Square s = makeSquare(file, rank);
        const int behind = int(s) - pawnPush(us), origin = int(s) + pawnPush(us);
        if (behind < 0 || behind >= SquareCount || origin < 0 || origin >= SquareCount)
            continue;
        if (m_board[std::size_t(behind)] == variant::makePiece(~us, pawn) && !m_board[std::size_t(s)] && !m_board[std::size_t(origin)]
            && m_rules->attackersOfType(us, pawn, s, occupied, ours))
            out.push_back(s);
    }
    return out;
}

void VariantSetupModel::setHalfmoveClock(int n)
{
    if (n != m_halfmove && n >= 0) {
        m_halfmove = n;
        emit changed();
    }
}

void VariantSetupModel::setMoveNumber(int n)
{
    if (n != m_moveNumber && n >= 1) {
        m_moveNumber = n;
        emit changed();
    }
}

void VariantSetupModel::clear()
{
    m_board.fill(variant::NoPiece);
    m_side = White;
    m_castling = 0;
    m_ep = NoSquare;
    m_halfmove = 0;
    m_moveNumber = 1;
    emit changed();
}

void VariantSetupModel::setStart()
{
    if (!m_rules || !setFen(m_def.startFen).ok())
        clear();
}

void VariantSetupModel::boardEdited()
{
    m_castling &= possibleCastlingRights();
    if (m_ep != NoSquare) {
        const std::vector<Square> possible = possibleEpSquares();
        if (std::find(possible.begin(), possible.end(), m_ep) == possible.end())
            m_ep = NoSquare;
    }
    emit changed();
}

QString VariantSetupModel::problem() const
{
    if (!m_rules)
        return tr("No variant is set.");
    if (m_purpose == Purpose::StartPosition) {
        variant::VariantDef def = m_def;
        def.startFen = fen();
        std::string why = variant::validate(def);
        // The position is the whole subject here: neither the key nor the column of the generated FEN helps.
        if (why.rfind("startFen: ", 0) == 0)
            why.erase(0, 10);
        if (why.rfind("column ", 0) == 0 && why.find(": ") != std::string::npos)
            why.erase(0, why.find(": ") + 2);
        return QString::fromStdString(why);
    }
    variant::Position pos;
    variant::StateInfo st;
    const FenError e = pos.setFen(m_rules, fen(), st);
    return e.ok() ? QString() : QString::fromStdString(e.message);
}

} // namespace kibitz::gui
