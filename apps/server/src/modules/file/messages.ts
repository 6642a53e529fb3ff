import type { Catalog } from '../../catalog';

/** The file module's user-facing texts in en-US and zh-TW, keyed by the zh-CN text. */
export const fileMessages: Catalog = {
  文件不存在: { 'en-US': 'File not found', 'zh-TW': '檔案不存在' },
  '请上传后缀名为png类型的图片！': {
    'en-US': 'Please upload a picture with the .png extension!',
    'zh-TW': '請上傳副檔名為png類型的圖片！',
  },
  文件内容与文件类型不符: {
    'en-US': "The file's content does not match its type",
    'zh-TW': '檔案內容與檔案類型不符',
  },
  不支持上传该类型的文件: {
    'en-US': 'This type of file cannot be uploaded',
    'zh-TW': '不支援上傳該類型的檔案',
  },
  请选择要上传的文件: { 'en-US': 'Please choose files to upload', 'zh-TW': '請選擇要上傳的檔案' },
  上传成功: { 'en-US': 'Uploaded', 'zh-TW': '上傳成功' },
  '请以 multipart/form-data 上传文件（字段 files）': {
    'en-US': 'Please upload files as multipart/form-data (field files)',
    'zh-TW': '請以 multipart/form-data 上傳檔案（欄位 files）',
  },
  一次最多上传10个文件: { 'en-US': 'Up to 10 files at a time', 'zh-TW': '一次最多上傳10個檔案' },
  单个文件不能超过20MB: { 'en-US': 'Each file must be 20 MB or smaller', 'zh-TW': '單個檔案不能超過20MB' },
};
