import type { Catalog } from '../../catalog';

/** The form module's user-facing texts in en-US and zh-TW, keyed by the zh-CN text. */
export const formMessages: Catalog = {
  表单不存在: { 'en-US': 'Form not found', 'zh-TW': '表單不存在' },
  业务数据不存在: { 'en-US': 'Record not found', 'zh-TW': '業務資料不存在' },
  业务对象不存在: { 'en-US': 'Business object not found', 'zh-TW': '業務物件不存在' },
  流水号不存在: { 'en-US': 'Serial number rule not found', 'zh-TW': '流水號不存在' },
  数据模板不存在: { 'en-US': 'Data template not found', 'zh-TW': '資料範本不存在' },
  自定义对话框不存在: { 'en-US': 'Dialog not found', 'zh-TW': '自訂對話框不存在' },
  自定义查询不存在: { 'en-US': 'Query not found', 'zh-TW': '自訂查詢不存在' },
  图表不存在: { 'en-US': 'Chart not found', 'zh-TW': '圖表不存在' },
  视图不存在: { 'en-US': 'View not found', 'zh-TW': '檢視不存在' },
  子表不存在: { 'en-US': 'Sub-table not found', 'zh-TW': '子表不存在' },
  POST参数不是有效的JSON格式: {
    'en-US': 'The POST parameter is not valid JSON',
    'zh-TW': 'POST參數不是有效的JSON格式',
  },
  请求头部不是有效的JSON格式: {
    'en-US': 'The request header is not valid JSON',
    'zh-TW': '請求標頭不是有效的JSON格式',
  },
  保存成功: { 'en-US': 'Saved', 'zh-TW': '儲存成功' },
  复制成功: { 'en-US': 'Copied', 'zh-TW': '複製成功' },
  更新成功: { 'en-US': 'Updated', 'zh-TW': '更新成功' },
  删除成功: { 'en-US': 'Deleted', 'zh-TW': '刪除成功' },
  导入成功: { 'en-US': 'Imported', 'zh-TW': '匯入成功' },
  只能修改或删除自己创建的数据: {
    'en-US': 'You can only change or delete records you created',
    'zh-TW': '只能修改或刪除自己建立的資料',
  },
  该数据模板未提供此操作: {
    'en-US': 'This data template does not offer this operation',
    'zh-TW': '該資料範本未提供此操作',
  },
  导入文件不是有效的Excel文件: {
    'en-US': 'The imported file is not a valid Excel file',
    'zh-TW': '匯入檔案不是有效的Excel檔案',
  },
  导入文件没有数据: { 'en-US': 'The imported file has no data', 'zh-TW': '匯入檔案沒有資料' },
  导入文件解压后过大: {
    'en-US': 'The imported file is too large once unpacked',
    'zh-TW': '匯入檔案解壓縮後過大',
  },
  请选择要导入的文件: { 'en-US': 'Please choose a file to import', 'zh-TW': '請選擇要匯入的檔案' },
  '请以 multipart/form-data 上传 Excel 文件（字段 files）': {
    'en-US': 'Please upload the Excel file as multipart/form-data (field files)',
    'zh-TW': '請以 multipart/form-data 上傳 Excel 檔案（欄位 files）',
  },
};
