#pragma once
// A user data file or folder as the Document keeps it and a scenario file saves it: its path,
// what the user chose on import (which series, which parameter is N, the values of the
// others, strong or weak scaling, a process count the file does not give, which CSV column
// is which) and what the file said about its making. A plain path is a source with the
// defaults.

#include <QList>
#include <QString>
#include <QStringList>
#include <utility>

#include "model/data/column_roles.h"
#include "model/data/imported.h"
#include "model/data/provenance.h"

namespace scalescope::app {

/// One loaded user file or folder.
struct DataSource {
  QString path;                  ///< absolute file or folder path
  model::ImportChoice choice;    ///< defaults read the file as its format intends
  model::ColumnRoles columns;    ///< a CSV's columns as the user named them (import preview)
  model::Provenance provenance;  ///< as read (kept in saved scenarios), may be empty

  DataSource() = default;
  DataSource(QString p) : path(std::move(p)) {}  // NOLINT: implicit, a path is a default source
  /// Same file and same choice (the provenance is what the file says, not a choice).
  bool operator==(const DataSource& o) const {
    return path == o.path && choice == o.choice && columns == o.columns;
  }
};

/// The paths of some sources.
inline QStringList sourcePaths(const QList<DataSource>& sources) {
  QStringList paths;
  for (const auto& s : sources) paths << s.path;
  return paths;
}

}  // namespace scalescope::app
