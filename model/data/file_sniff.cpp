#include "model/data/file_sniff.h"

#include "model/data/text_input.h"

namespace scalescope::model {

struct FileSniff::Lazy {
  bool jsonParsed = false, firstLineParsed = false, headerParsed = false;
  std::optional<std::vector<JsonValue>> json;
  std::optional<JsonValue> firstLine;
  std::optional<CsvTable> header;
};

namespace {

// The tools write their identifying lines at the top; 400 lines reach past IMB's long header.
constexpr int kScannedLines = 400;
// Keys of a JSON text that does not parse are looked for this far.
constexpr std::size_t kMentionBytes = 8192;

}  // namespace

FileSniff::FileSniff(std::string_view fileName, std::string_view text)
    : m_fileName(fileName),
      m_text(text),
      m_extension(fileExtension(fileName)),
      m_lazy(std::make_unique<Lazy>()) {
  if (m_text.substr(0, 3) == "\xEF\xBB\xBF") m_text.remove_prefix(3);
  const auto start = m_text.find_first_not_of(" \t\r\n");
  m_blank = start == std::string_view::npos;
  if (m_blank) return;
  m_jsonLike = m_text[start] == '{' || m_text[start] == '[';
  if (m_jsonLike) return;
  std::size_t pos = 0;
  for (int scanned = 0; pos < m_text.size() && scanned < kScannedLines; ++scanned) {
    auto end = m_text.find_first_of("\r\n", pos);
    if (end == std::string_view::npos) end = m_text.size();
    const std::string_view line = trimmed(m_text.substr(pos, end - pos));
    pos = end + 1;
    if (line.empty()) continue;
    m_lines.push_back(line);
    if (m_firstContent.empty() && line.front() != '#') {
      m_firstContent = line;
      m_firstContentEnd = end;
    }
  }
}

FileSniff::~FileSniff() = default;

const std::vector<JsonValue>* FileSniff::json() const {
  if (!m_jsonLike) return nullptr;
  if (!m_lazy->jsonParsed) {
    m_lazy->jsonParsed = true;
    if (auto values = parseJsonValues(m_text, std::string(m_fileName)))
      m_lazy->json = std::move(values.value());
  }
  return m_lazy->json ? &*m_lazy->json : nullptr;
}

const JsonValue* FileSniff::firstJsonLine() const {
  if (!m_jsonLike) return nullptr;
  if (!m_lazy->firstLineParsed) {
    m_lazy->firstLineParsed = true;
    const auto start = m_text.find_first_not_of(" \t\r\n");
    const auto end = m_text.find_first_of("\r\n", start);
    const auto line =
        m_text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    if (auto record = parseJsonLine(line, "", 1)) m_lazy->firstLine = std::move(record.value());
  }
  return m_lazy->firstLine ? &*m_lazy->firstLine : nullptr;
}

bool FileSniff::mentions(std::string_view quotedKey) const {
  return m_text.substr(0, kMentionBytes).find(quotedKey) != std::string_view::npos;
}

const CsvTable* FileSniff::csvHeader() const {
  if (m_blank || m_jsonLike) return nullptr;
  if (!m_lazy->headerParsed) {
    m_lazy->headerParsed = true;
    // The header alone: the rows are the reader's business. A header that does not parse on
    // its own (a quoted name across lines), or that lies beyond the lines scanned, is looked
    // for in the whole text.
    const std::string name(m_fileName);
    auto header = m_firstContent.empty() ? Result<CsvTable>::failure("")
                                         : parseCsvText(m_text.substr(0, m_firstContentEnd), name);
    if (!header) header = parseCsvText(m_text, name);
    if (header) m_lazy->header = std::move(header.value());
  }
  return m_lazy->header ? &*m_lazy->header : nullptr;
}

}  // namespace scalescope::model
