#include "app/probe/training_data.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <fstream>
#include <random>
#include <sstream>

namespace scalescope::probe {

namespace {

constexpr double kMaxDenseValues = 5e7;

/// SplitMix64: a counter-based generator, so sample i is the same on every rank.
std::uint64_t mix(std::uint64_t z) {
  z += 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

std::vector<double> hiddenWeights(std::uint64_t seed, int features) {
  std::mt19937_64 rng(mix(seed));
  std::normal_distribution<double> normal;
  std::vector<double> w(static_cast<std::size_t>(features));
  for (double& v : w) v = normal(rng);
  return w;
}

bool parseDouble(std::string_view text, double* out) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r'))
    text.remove_suffix(1);
  if (!text.empty() && text.front() == '+') text.remove_prefix(1);
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), *out);
  return ec == std::errc() && end == text.data() + text.size() && std::isfinite(*out);
}

std::vector<std::string> splitComma(const std::string& line) {
  std::vector<std::string> out;
  std::stringstream ss(line);
  std::string field;
  while (std::getline(ss, field, ',')) out.push_back(field);
  if (!line.empty() && line.back() == ',') out.emplace_back();
  return out;
}

std::string located(const std::string& path, int line, const std::string& what) {
  return path + ":" + std::to_string(line) + ": " + what;
}

bool labelFrom(double v, double* y) {
  if (v == 1)
    *y = 1;
  else if (v == 0 || v == -1)
    *y = -1;
  else
    return false;
  return true;
}

SamplesOrError readCsv(std::istream& in, const std::string& path) {
  SamplesOrError r;
  std::string line;
  int lineNo = 0;
  std::vector<std::string> header;
  while (std::getline(in, line)) {
    ++lineNo;
    if (line.empty() || line[0] == '#') continue;
    header = splitComma(line);
    break;
  }
  std::size_t labelColumn = header.size();
  for (std::size_t i = 0; i < header.size(); ++i) {
    std::string h = header[i];
    std::erase_if(h, [](char c) { return c == ' ' || c == '"' || c == '\r'; });
    std::transform(h.begin(), h.end(), h.begin(), [](unsigned char c) { return std::tolower(c); });
    if (h == "label" || h == "y") labelColumn = i;
  }
  if (labelColumn == header.size() || header.size() < 2) {
    r.error = located(path, std::max(lineNo, 1),
                      "expected a header with a 'label' (or 'y') column and at least one feature");
    return r;
  }
  r.samples.features = static_cast<int>(header.size() - 1);
  while (std::getline(in, line)) {
    ++lineNo;
    if (line.empty() || line == "\r" || line[0] == '#') continue;
    const auto fields = splitComma(line);
    if (fields.size() != header.size()) {
      r.error = located(path, lineNo,
                        "expected " + std::to_string(header.size()) + " fields, found " +
                            std::to_string(fields.size()));
      return r;
    }
    for (std::size_t i = 0; i < fields.size(); ++i) {
      double v = 0;
      if (!parseDouble(fields[i], &v)) {
        r.error = located(
            path, lineNo,
            "column " + std::to_string(i + 1) + ": expected a number, found \"" + fields[i] + "\"");
        return r;
      }
      if (i == labelColumn) {
        double y = 0;
        if (!labelFrom(v, &y)) {
          r.error = located(path, lineNo, "expected a label 0, 1 or -1, found " + fields[i]);
          return r;
        }
        r.samples.y.push_back(y);
      } else {
        r.samples.x.push_back(v);
      }
    }
  }
  if (r.samples.y.empty()) r.error = located(path, lineNo, "expected at least one sample");
  return r;
}

SamplesOrError readLibsvm(std::istream& in, const std::string& path) {
  SamplesOrError r;
  struct Row {
    double y;
    std::vector<std::pair<int, double>> entries;
  };
  std::vector<Row> rows;
  int maxIndex = 0, lineNo = 0;
  std::string line;
  while (std::getline(in, line)) {
    ++lineNo;
    if (auto hash = line.find('#'); hash != std::string::npos) line.resize(hash);
    std::istringstream words(line);
    std::string word;
    if (!(words >> word)) continue;
    Row row;
    double label = 0;
    if (!parseDouble(word, &label) || !labelFrom(label, &row.y)) {
      r.error = located(path, lineNo, "expected a label 0, 1 or -1, found \"" + word + "\"");
      return r;
    }
    while (words >> word) {
      const auto colon = word.find(':');
      double index = 0, value = 0;
      if (colon == std::string::npos || !parseDouble(word.substr(0, colon), &index) ||
          !parseDouble(word.substr(colon + 1), &value) || index < 1 || index > 1e6 ||
          index != std::floor(index)) {
        r.error =
            located(path, lineNo,
                    "expected index:value with an index from 1 to 10^6, found \"" + word + "\"");
        return r;
      }
      row.entries.emplace_back(static_cast<int>(index), value);
      maxIndex = std::max(maxIndex, static_cast<int>(index));
    }
    rows.push_back(std::move(row));
  }
  if (rows.empty() || maxIndex == 0) {
    r.error = located(path, std::max(lineNo, 1), "expected at least one sample with a feature");
    return r;
  }
  // A sparse file is held dense: refuse what would not fit (as --samples × --features does).
  if (static_cast<double>(rows.size()) * maxIndex > kMaxDenseValues) {
    r.error = path + ": " + std::to_string(rows.size()) + " samples × " + std::to_string(maxIndex) +
              " features is more than 5·10^7 values (400 MB) held " + "dense per rank";
    return r;
  }
  r.samples.features = maxIndex;
  r.samples.x.assign(rows.size() * static_cast<std::size_t>(maxIndex), 0.0);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    r.samples.y.push_back(rows[i].y);
    for (auto [index, value] : rows[i].entries)
      r.samples.x[i * static_cast<std::size_t>(maxIndex) + static_cast<std::size_t>(index - 1)] =
          value;
  }
  return r;
}

}  // namespace

Samples syntheticSamples(std::uint64_t seed, int features, std::size_t first, std::size_t count,
                         double labelNoise) {
  const std::vector<double> w = hiddenWeights(seed, features);
  Samples s;
  s.features = features;
  s.x.resize(count * static_cast<std::size_t>(features));
  s.y.resize(count);
  std::normal_distribution<double> normal;
  std::uniform_real_distribution<double> uniform;
  for (std::size_t i = 0; i < count; ++i) {
    std::mt19937_64 rng(mix(seed ^ mix(first + i + 1)));
    double margin = 0;
    double* row = s.x.data() + i * static_cast<std::size_t>(features);
    for (int j = 0; j < features; ++j) {
      row[j] = normal(rng);
      margin += row[j] * w[static_cast<std::size_t>(j)];
    }
    double y = margin >= 0 ? 1.0 : -1.0;
    if (labelNoise > 0 && uniform(rng) < labelNoise) y = -y;
    s.y[i] = y;
  }
  return s;
}

SamplesOrError readSamplesFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return {{}, path + ": cannot open the training file"};
  const bool csv = path.ends_with(".csv") || path.ends_with(".CSV");
  return csv ? readCsv(in, path) : readLibsvm(in, path);
}

SamplesOrError readSamplesText(std::string_view text, const std::string& name, bool csv) {
  std::istringstream in{std::string(text)};
  return csv ? readCsv(in, name) : readLibsvm(in, name);
}

Samples sliceSamples(const Samples& all, std::size_t first, std::size_t count) {
  Samples s;
  s.features = all.features;
  first = std::min(first, all.size());
  count = std::min(count, all.size() - first);
  const auto d = static_cast<std::size_t>(all.features);
  s.x.assign(all.x.begin() + static_cast<std::ptrdiff_t>(first * d),
             all.x.begin() + static_cast<std::ptrdiff_t>((first + count) * d));
  s.y.assign(all.y.begin() + static_cast<std::ptrdiff_t>(first),
             all.y.begin() + static_cast<std::ptrdiff_t>(first + count));
  return s;
}

SampleRange shareOf(std::size_t total, int rank, int ranks) {
  const auto p = static_cast<std::size_t>(ranks), r = static_cast<std::size_t>(rank);
  const std::size_t first = total * r / p;
  return {first, total * (r + 1) / p - first};
}

}  // namespace scalescope::probe
