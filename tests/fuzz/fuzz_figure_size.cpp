// libFuzzer harness for `--size` (app::parseFigureSize, QtCore only): each line of the input
// is one value. Checked promises: a refusal has a message naming the value; an accepted size
// is 36–8640 pt a side (0.5–120 in); written back in points it reads as the same size; and a
// preset's key is never taken for a size.
#include <QByteArray>
#include <QString>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "app/export/figure_size.h"
#include "tests/fuzz/fuzz_require.h"

using scalescope::fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  const QString input = QString::fromUtf8(
      QByteArray::fromRawData(reinterpret_cast<const char*>(bytes), static_cast<qsizetype>(size)));
  for (const QString& line : input.split('\n')) {
    QString error;
    const auto parsed = scalescope::app::parseFigureSize(line, &error);
    if (!parsed) {
      require(!error.isEmpty(), "refusal without a message:", line.toStdString());
      continue;
    }
    require(parsed->width() >= 36 && parsed->height() >= 36 && parsed->width() <= 8640 &&
                parsed->height() <= 8640,
            "accepted a size out of range:", line.toStdString());
    const QString back = QStringLiteral("%1x%2pt").arg(parsed->width()).arg(parsed->height());
    const auto again = scalescope::app::parseFigureSize(back, &error);
    require(again && *again == *parsed,
            "points written back read differently:", back.toStdString());
    require(!scalescope::app::presetNamed(line),
            "a preset key parsed as a size:", line.toStdString());
  }
  return 0;
}
