#pragma once
// Writing input files for tests into a temporary folder.
#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <QtGlobal>

namespace scalescope::testing {

/// Writes `text` to `name` in `dir` and returns the file's path (fatal if it cannot).
inline QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text) {
  const QString path = dir.filePath(name);
  QFile f(path);
  if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
    qFatal("cannot write %s", qPrintable(path));
  return path;
}

}  // namespace scalescope::testing
