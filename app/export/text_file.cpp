#include "app/export/text_file.h"

#include <QSaveFile>

namespace scalescope::app {

QString writeTextFile(const QString& path, const std::string& text) {
  QSaveFile out(path);
  const auto size = static_cast<qint64>(text.size());
  if (out.open(QIODevice::WriteOnly) && out.write(text.data(), size) == size && out.commit())
    return {};
  return path + ": " + out.errorString();
}

}  // namespace scalescope::app
