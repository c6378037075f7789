import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileDropZone, type FileDropZoneProps } from '../src/file-drop-zone/FileDropZone';
import { renderWithTheme } from './render';

const csv = new File(['質問,回答\n'], 'よくある質問.csv', { type: 'text/csv' });

function zone(props: Partial<FileDropZoneProps> = {}) {
  return (
    <FileDropZone
      accept=".csv,text/csv"
      dropHere="ここにCSVファイルをドラッグ＆ドロップ"
      or="または"
      pick="ファイルを選ぶ"
      chosen=""
      onFile={jest.fn()}
      testId="qa-csv"
      {...props}
    />
  );
}

describe('FileDropZone', () => {
  it('takes a picked file, and the same file again after it changed on disk', async () => {
    const onFile = jest.fn();
    renderWithTheme(zone({ onFile }));
    const input = screen.getByTestId('qa-csv-input');
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    await userEvent.upload(input, csv);
    await userEvent.upload(input, csv);
    expect(onFile).toHaveBeenCalledTimes(2);
    expect(onFile).toHaveBeenCalledWith(csv);
  });

  it('takes a dropped file unless it is disabled', () => {
    const onFile = jest.fn();
    const { rerender } = renderWithTheme(zone({ onFile }));
    fireEvent.drop(screen.getByTestId('qa-csv-drop-zone'), { dataTransfer: { files: [csv] } });
    expect(onFile).toHaveBeenCalledWith(csv);
    rerender(zone({ onFile, disabled: true }));
    fireEvent.drop(screen.getByTestId('qa-csv-drop-zone'), { dataTransfer: { files: [csv] } });
    expect(onFile).toHaveBeenCalledTimes(1);
  });

  it('shows what is chosen, or in its place the problem as an alert', () => {
    const { rerender } = renderWithTheme(zone({ chosen: '選択中のファイル: よくある質問.csv' }));
    expect(screen.getByText('選択中のファイル: よくある質問.csv')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(zone({ chosen: '選択中のファイル: よくある質問.csv', error: 'CSVファイル（.csv）を選んでください' }));
    expect(screen.getByRole('alert')).toHaveTextContent('CSVファイル（.csv）を選んでください');
    expect(screen.queryByText('選択中のファイル: よくある質問.csv')).not.toBeInTheDocument();
  });

  it('shows the formats and limits it is given under its button', () => {
    renderWithTheme(zone({ children: <span>10MBまで</span> }));
    expect(screen.getByText('10MBまで')).toBeInTheDocument();
  });
});
