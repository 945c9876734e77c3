#pragma once
// Finding and loading measured data: the shipped datasets (found relative to the program,
// installed or in the build tree, never through a path of the build machine) and user CSV
// files, whose kind is recognised from their header.

#include <QString>

#include "model/data/dataset_collection.h"

namespace scalescope::app {

/// The folder of the shipped datasets: $SCALESCOPE_DATASETS if set, else
/// <program>/../share/scalescope/datasets (also two levels up, for test programs).
/// Empty when none is found.
QString shippedDatasetsDir();

/// Loads top500.csv, hpl_mxp.csv and sample_scaling.csv from shippedDatasetsDir().
/// Returns "" or the first error (the collection keeps whatever loaded).
QString loadShippedDatasets(model::DatasetCollection* into);

/// Loads one CSV: a TOP500-style table (list, system, cores, rmax, rpeak columns), an
/// HPL-MxP table, or measurements; or a folder (loadDataFolder). Nothing is added on error;
/// the message names file, line and column.
QString loadDataFile(const QString& path, model::DatasetCollection* into);

/// The data files of a results folder (a cluster sweep's, or any folder of CSV files): every
/// *.csv in it by name, except the per-epoch tables of the scaling probe (they hold no runs).
/// A path that is not a folder is returned as it is.
QStringList dataFilesIn(const QString& path);

/// Loads every file of dataFilesIn(folder). The scaling probe's result files in it (a cluster
/// sweep writes one per node count) become one measurement set named after the folder, so
/// that their runs form one series over N. All or nothing, like loadDataFile.
QString loadDataFolder(const QString& folder, model::DatasetCollection* into);

}  // namespace scalescope::app
