import { type SaveFile } from './ticket-documents.view-model';

/** Saves a file the page made (the tickets' PDF, a calendar file) through a temporary link, as a download does. */
export const saveFileInBrowser: SaveFile = ({ filename, type, bytes }) => {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task has run.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
