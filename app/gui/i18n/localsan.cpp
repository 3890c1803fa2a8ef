#include "localsan.h"

#include <algorithm>
#include <initializer_list>

namespace kibitz::gui {

namespace {

PieceLetters make(std::initializer_list<const char16_t*> kqrbn)
{
    PieceLetters l;
    const PieceType order[] = {King, Queen, Rook, Bishop, Knight};
    int i = 0;
    for (const char16_t* s : kqrbn)
        l.byType[std::size_t(order[i++])] = QString::fromUtf16(s);
    return l;
}

const PieceLetters& english()
{
    static const PieceLetters l = make({u"K", u"Q", u"R", u"B", u"N"});
    return l;
}

struct State {
    QString language = QStringLiteral("en");
    PieceLetters letters = english();
};

State& state()
{
    static State s;
    return s;
}

constexpr PieceType LetterTypes[] = {King, Queen, Rook, Bishop, Knight};

// The piece type whose letter (several characters for some languages) starts at `at`, longest letter first so that
// Russian Кр (king) wins over К (knight); NoPieceType when none does. `length` receives the letter's length.
PieceType letterAt(QStringView text, qsizetype at, const PieceLetters& letters, qsizetype* length)
{
    PieceType best = NoPieceType;
    qsizetype bestLength = 0;
    for (PieceType pt : LetterTypes) {
        const QString& letter = letters.byType[std::size_t(pt)];
        if (!letter.isEmpty() && letter.size() > bestLength && text.mid(at).startsWith(letter)) {
            best = pt;
            bestLength = letter.size();
        }
    }
    *length = bestLength;
    return best;
}

PieceType figurineAt(QChar c)
{
    static const QString white = QStringLiteral("♔♕♖♗♘");
    static const QString black = QStringLiteral("♚♛♜♝♞");
    qsizetype k = white.indexOf(c);
    if (k < 0)
        k = black.indexOf(c);
    return k < 0 ? NoPieceType : LetterTypes[k];
}

bool isMoveMark(QChar c) { return c == u'+' || c == u'#' || c == u'!' || c == u'?'; }

// Maps each piece letter of `from` found where SAN puts pieces (the start, after '=', or a promotion letter
// right after the last rank digit) to the letter of `to`.
QString mapLetters(QStringView text, const PieceLetters& from, const PieceLetters& to, bool figurines)
{
    QString out;
    out.reserve(text.size());
    qsizetype i = 0;
    while (i < text.size()) {
        const QChar prev = i > 0 ? text[i - 1] : QChar();
        bool piecePlace = i == 0 || prev == u'=';
        if (!piecePlace && (prev == u'1' || prev == u'8')) {
            // "e8D": a promotion letter without '=' is followed only by check and annotation marks.
            qsizetype length = 0;
            if (letterAt(text, i, from, &length) != NoPieceType || (figurines && figurineAt(text[i]) != NoPieceType)) {
                const qsizetype after = i + std::max<qsizetype>(length, 1);
                piecePlace = std::all_of(text.begin() + after, text.end(), isMoveMark);
            }
        }
        if (piecePlace) {
            qsizetype length = 0;
            PieceType pt = letterAt(text, i, from, &length);
            if (pt == NoPieceType && figurines && (pt = figurineAt(text[i])) != NoPieceType)
                length = 1;
            if (pt != NoPieceType) {
                out += to.byType[std::size_t(pt)];
                i += length;
                continue;
            }
        }
        out += text[i++];
    }
    return out;
}

// How informative a failed reading is: an ambiguity names candidates, an illegal move a reason.
int weight(SanCode code)
{
    switch (code) {
    case SanCode::Ok: return 3;
    case SanCode::AmbiguousMove: return 2;
    case SanCode::IllegalMove: return 1;
    case SanCode::InvalidSyntax: return 0;
    }
    return 0;
}

} // namespace

bool PieceLetters::isEnglish() const { return byType == english().byType; }

PieceLetters pieceLetters(const QString& language)
{
    const QString base = language.section(u'_', 0, 0).section(u'-', 0, 0).toLower();
    // The letters of each language's chess literature, K Q R B N order.
    struct Row {
        const char16_t* code;
        std::initializer_list<const char16_t*> kqrbn;
    };
    static const Row rows[] = {
        {u"hu", {u"K", u"V", u"B", u"F", u"H"}},      // király, vezér, bástya, futó, huszár
        {u"de", {u"K", u"D", u"T", u"L", u"S"}},      // König, Dame, Turm, Läufer, Springer
        {u"fr", {u"R", u"D", u"T", u"F", u"C"}},      // roi, dame, tour, fou, cavalier
        {u"es", {u"R", u"D", u"T", u"A", u"C"}},      // rey, dama, torre, alfil, caballo
        {u"ro", {u"R", u"D", u"T", u"N", u"C"}},      // rege, damă, turn, nebun, cal
        {u"tr", {u"Ş", u"V", u"K", u"F", u"A"}},      // şah, vezir, kale, fil, at
        {u"ru", {u"Кр", u"Ф", u"Л", u"С", u"К"}},     // король, ферзь, ладья, слон, конь
        {u"zh", {u"王", u"后", u"车", u"象", u"马"}}, // 王, 后, 车, 象, 马
        {u"fa", {u"ش", u"و", u"ر", u"ف", u"اس"}},     // شاه, وزیر, رخ, فیل, اسب
    };
    for (const Row& row : rows)
        if (base == QStringView(row.code))
            return make(row.kqrbn);
    return english();
}

void setNotationLanguage(const QString& language)
{
    state().language = language.isEmpty() ? QStringLiteral("en") : language;
    state().letters = pieceLetters(language);
}

QString notationLanguage() { return state().language; }

const PieceLetters& currentPieceLetters() { return state().letters; }

QString localizeSan(QStringView san) { return localizeSan(san, currentPieceLetters()); }

QString localizeSan(QStringView san, const PieceLetters& letters)
{
    if (letters.isEnglish())
        return san.toString();
    return mapLetters(san, english(), letters, false);
}

QString localizeLine(QStringView line, const PieceLetters& letters)
{
    QString out;
    out.reserve(line.size());
    qsizetype i = 0;
    while (i < line.size()) {
        if (line[i].isSpace()) {
            out += line[i++];
            continue;
        }
        qsizetype end = i;
        while (end < line.size() && !line[end].isSpace())
            ++end;
        QStringView token = line.mid(i, end - i);
        // A move number ("12." or "12...") may be glued to its move.
        qsizetype skip = 0;
        while (skip < token.size() && token[skip].isDigit())
            ++skip;
        if (skip > 0 && skip < token.size() && token[skip] == u'.') {
            while (skip < token.size() && token[skip] == u'.')
                ++skip;
        } else {
            skip = 0;
        }
        out += token.left(skip);
        out += localizeSan(token.mid(skip), letters);
        i = end;
    }
    return out;
}

QString figurineSan(QStringView san)
{
    static const PieceLetters figurines = make({u"♔", u"♕", u"♖", u"♗", u"♘"});
    return mapLetters(san, english(), figurines, false);
}

QString englishSan(QStringView typed, const PieceLetters& letters) { return mapLetters(typed, letters, english(), true); }

EntryReading readEntry(const Position& position, const QString& typed, const PieceLetters& letters)
{
    const QString text = typed.trimmed();
    EntryReading local;
    local.english = englishSan(text, letters);
    local.result = parseSan(position, local.english.toStdString(), SanMode::Lenient);
    if (letters.isEnglish())
        return local;
    if (local.result.ok()) {
        local.usedLocalLetters = local.english != englishSan(text, english());
        return local;
    }
    EntryReading plain;
    plain.english = englishSan(text, english());
    plain.result = parseSan(position, plain.english.toStdString(), SanMode::Lenient);
    if (plain.english == local.english)
        return local; // no local letter in the text: both readings are the same
    local.usedLocalLetters = true;
    return weight(plain.result.code) > weight(local.result.code) ? plain : local;
}

} // namespace kibitz::gui
