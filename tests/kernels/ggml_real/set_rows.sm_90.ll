; ModuleID = '/tmp/set_rows.sm_90.whole.ll'
source_filename = "/work/scratch-ggml3/src/src/ggml-cuda/set-rows.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.uint3 = type { i32, i32, i32 }
%struct.__nv_bfloat16 = type { i16 }
%struct.block_q5_0 = type { %struct.__half, [4 x i8], [16 x i8] }
%struct.__half = type { i16 }
%struct.block_q8_0 = type { %struct.__half, [32 x i8] }
%struct.block_q4_0 = type { %struct.__half, [16 x i8] }

$_ZL10k_set_rowsIflfEvPKT_PKT0_PT1_llllllllllllll5uint3S8_S8_S8_S8_ = comdat any

$_ZL10k_set_rowsIfl13__nv_bfloat16EvPKT_PKT0_PT1_llllllllllllll5uint3S9_S9_S9_S9_ = comdat any

$_ZL16k_set_rows_quantIl10block_q5_0Li32ETnPFvPKfPT0_EXadL_ZL23quantize_f32_q5_0_blockS2_PS0_EEEvS2_PKT_S4_llllllllllllll5uint3SB_SB_SB_SB_ = comdat any

$_ZL16k_set_rows_quantIl10block_q8_0Li32ETnPFvPKfPT0_EXadL_ZL23quantize_f32_q8_0_blockS2_PS0_EEEvS2_PKT_S4_llllllllllllll5uint3SB_SB_SB_SB_ = comdat any

$_ZL10k_set_rowsIfi6__halfEvPKT_PKT0_PT1_llllllllllllll5uint3S9_S9_S9_S9_ = comdat any

$_ZL16k_set_rows_quantIi10block_q4_0Li32ETnPFvPKfPT0_EXadL_ZL23quantize_f32_q4_0_blockS2_PS0_EEEvS2_PKT_S4_llllllllllllll5uint3SB_SB_SB_SB_ = comdat any

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_ZL10k_set_rowsIflfEvPKT_PKT0_PT1_llllllllllllll5uint3S8_S8_S8_S8_(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %17, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %18, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %19, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %20, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %21) local_unnamed_addr #1 comdat {
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = zext nneg i32 %23 to i64
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = zext nneg i32 %25 to i64
  %27 = mul nuw nsw i64 %24, %26
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = zext nneg i32 %28 to i64
  %30 = add nuw nsw i64 %27, %29
  %31 = icmp slt i64 %30, %3
  br i1 %31, label %32, label %112

32:                                               ; preds = %22
  %33 = trunc i64 %30 to i32
  %34 = load i32, ptr %17, align 4, !tbaa !5
  %35 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %33, i32 %34)
  %40 = add i32 %39, %33
  %41 = lshr i32 %40, %36
  %42 = mul i32 %41, %38
  %43 = sub i32 %33, %42
  %44 = zext i32 %43 to i64
  %45 = load i32, ptr %18, align 4, !tbaa !5
  %46 = getelementptr inbounds nuw i8, ptr %18, i64 4
  %47 = load i32, ptr %46, align 4, !tbaa !5
  %48 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %49 = load i32, ptr %48, align 4, !tbaa !5
  %50 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %41, i32 %45)
  %51 = add i32 %50, %41
  %52 = lshr i32 %51, %47
  %53 = mul i32 %52, %49
  %54 = sub i32 %41, %53
  %55 = zext i32 %54 to i64
  %56 = load i32, ptr %19, align 4, !tbaa !5
  %57 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %58 = load i32, ptr %57, align 4, !tbaa !5
  %59 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %60 = load i32, ptr %59, align 4, !tbaa !5
  %61 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %52, i32 %56)
  %62 = add i32 %61, %52
  %63 = lshr i32 %62, %58
  %64 = mul i32 %63, %60
  %65 = sub i32 %52, %64
  %66 = zext i32 %65 to i64
  %67 = zext i32 %63 to i64
  %68 = load i32, ptr %21, align 4, !tbaa !5
  %69 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %72 = load i32, ptr %71, align 4, !tbaa !5
  %73 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %63, i32 %68)
  %74 = add i32 %73, %63
  %75 = lshr i32 %74, %70
  %76 = mul i32 %75, %72
  %77 = sub i32 %63, %76
  %78 = zext i32 %77 to i64
  %79 = load i32, ptr %20, align 4, !tbaa !5
  %80 = getelementptr inbounds nuw i8, ptr %20, i64 4
  %81 = load i32, ptr %80, align 4, !tbaa !5
  %82 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %83 = load i32, ptr %82, align 4, !tbaa !5
  %84 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %65, i32 %79)
  %85 = add i32 %84, %65
  %86 = lshr i32 %85, %81
  %87 = mul i32 %86, %83
  %88 = sub i32 %65, %87
  %89 = zext i32 %88 to i64
  tail call void asm sideeffect "griddepcontrol.wait;", "~{memory}"() #4, !srcloc !10
  %90 = mul nsw i64 %11, %55
  %91 = getelementptr inbounds i64, ptr %1, i64 %90
  %92 = mul nsw i64 %12, %89
  %93 = getelementptr inbounds i64, ptr %91, i64 %92
  %94 = mul nsw i64 %13, %78
  %95 = getelementptr inbounds i64, ptr %93, i64 %94
  %96 = load i64, ptr %95, align 8, !tbaa !11
  tail call void asm sideeffect "griddepcontrol.launch_dependents;", ""() #4, !srcloc !13
  %97 = mul nsw i64 %8, %55
  %98 = getelementptr inbounds float, ptr %0, i64 %97
  %99 = mul nsw i64 %9, %66
  %100 = getelementptr inbounds float, ptr %98, i64 %99
  %101 = mul nsw i64 %10, %67
  %102 = getelementptr inbounds float, ptr %100, i64 %101
  %103 = mul nsw i64 %96, %14
  %104 = getelementptr inbounds float, ptr %2, i64 %103
  %105 = mul nsw i64 %15, %66
  %106 = getelementptr inbounds float, ptr %104, i64 %105
  %107 = mul nsw i64 %16, %67
  %108 = getelementptr inbounds float, ptr %106, i64 %107
  %109 = getelementptr inbounds nuw float, ptr %102, i64 %44
  %110 = load float, ptr %109, align 4, !tbaa !14
  %111 = getelementptr inbounds nuw float, ptr %108, i64 %44
  store float %110, ptr %111, align 4, !tbaa !14
  br label %112

112:                                              ; preds = %32, %22
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_ZL10k_set_rowsIfl13__nv_bfloat16EvPKT_PKT0_PT1_llllllllllllll5uint3S9_S9_S9_S9_(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %17, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %18, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %19, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %20, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %21) local_unnamed_addr #1 comdat {
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = zext nneg i32 %23 to i64
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = zext nneg i32 %25 to i64
  %27 = mul nuw nsw i64 %24, %26
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = zext nneg i32 %28 to i64
  %30 = add nuw nsw i64 %27, %29
  %31 = icmp slt i64 %30, %3
  br i1 %31, label %32, label %113

32:                                               ; preds = %22
  %33 = trunc i64 %30 to i32
  %34 = load i32, ptr %17, align 4, !tbaa !5
  %35 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %33, i32 %34)
  %40 = add i32 %39, %33
  %41 = lshr i32 %40, %36
  %42 = mul i32 %41, %38
  %43 = sub i32 %33, %42
  %44 = zext i32 %43 to i64
  %45 = load i32, ptr %18, align 4, !tbaa !5
  %46 = getelementptr inbounds nuw i8, ptr %18, i64 4
  %47 = load i32, ptr %46, align 4, !tbaa !5
  %48 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %49 = load i32, ptr %48, align 4, !tbaa !5
  %50 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %41, i32 %45)
  %51 = add i32 %50, %41
  %52 = lshr i32 %51, %47
  %53 = mul i32 %52, %49
  %54 = sub i32 %41, %53
  %55 = zext i32 %54 to i64
  %56 = load i32, ptr %19, align 4, !tbaa !5
  %57 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %58 = load i32, ptr %57, align 4, !tbaa !5
  %59 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %60 = load i32, ptr %59, align 4, !tbaa !5
  %61 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %52, i32 %56)
  %62 = add i32 %61, %52
  %63 = lshr i32 %62, %58
  %64 = mul i32 %63, %60
  %65 = sub i32 %52, %64
  %66 = zext i32 %65 to i64
  %67 = zext i32 %63 to i64
  %68 = load i32, ptr %21, align 4, !tbaa !5
  %69 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %72 = load i32, ptr %71, align 4, !tbaa !5
  %73 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %63, i32 %68)
  %74 = add i32 %73, %63
  %75 = lshr i32 %74, %70
  %76 = mul i32 %75, %72
  %77 = sub i32 %63, %76
  %78 = zext i32 %77 to i64
  %79 = load i32, ptr %20, align 4, !tbaa !5
  %80 = getelementptr inbounds nuw i8, ptr %20, i64 4
  %81 = load i32, ptr %80, align 4, !tbaa !5
  %82 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %83 = load i32, ptr %82, align 4, !tbaa !5
  %84 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %65, i32 %79)
  %85 = add i32 %84, %65
  %86 = lshr i32 %85, %81
  %87 = mul i32 %86, %83
  %88 = sub i32 %65, %87
  %89 = zext i32 %88 to i64
  tail call void asm sideeffect "griddepcontrol.wait;", "~{memory}"() #4, !srcloc !10
  %90 = mul nsw i64 %11, %55
  %91 = getelementptr inbounds i64, ptr %1, i64 %90
  %92 = mul nsw i64 %12, %89
  %93 = getelementptr inbounds i64, ptr %91, i64 %92
  %94 = mul nsw i64 %13, %78
  %95 = getelementptr inbounds i64, ptr %93, i64 %94
  %96 = load i64, ptr %95, align 8, !tbaa !11
  tail call void asm sideeffect "griddepcontrol.launch_dependents;", ""() #4, !srcloc !13
  %97 = mul nsw i64 %8, %55
  %98 = getelementptr inbounds float, ptr %0, i64 %97
  %99 = mul nsw i64 %9, %66
  %100 = getelementptr inbounds float, ptr %98, i64 %99
  %101 = mul nsw i64 %10, %67
  %102 = getelementptr inbounds float, ptr %100, i64 %101
  %103 = mul nsw i64 %96, %14
  %104 = getelementptr inbounds %struct.__nv_bfloat16, ptr %2, i64 %103
  %105 = mul nsw i64 %15, %66
  %106 = getelementptr inbounds %struct.__nv_bfloat16, ptr %104, i64 %105
  %107 = mul nsw i64 %16, %67
  %108 = getelementptr inbounds %struct.__nv_bfloat16, ptr %106, i64 %107
  %109 = getelementptr inbounds nuw float, ptr %102, i64 %44
  %110 = load float, ptr %109, align 4, !tbaa !14
  %111 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %110) #5, !srcloc !16
  %112 = getelementptr inbounds nuw %struct.__nv_bfloat16, ptr %108, i64 %44
  store i16 %111, ptr %112, align 2, !tbaa !17
  br label %113

113:                                              ; preds = %32, %22
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_ZL16k_set_rows_quantIl10block_q5_0Li32ETnPFvPKfPT0_EXadL_ZL23quantize_f32_q5_0_blockS2_PS0_EEEvS2_PKT_S4_llllllllllllll5uint3SB_SB_SB_SB_(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %17, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %18, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %19, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %20, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %21) local_unnamed_addr #1 comdat {
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = zext nneg i32 %23 to i64
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = zext nneg i32 %25 to i64
  %27 = mul nuw nsw i64 %24, %26
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = zext nneg i32 %28 to i64
  %30 = add nuw nsw i64 %27, %29
  %31 = icmp slt i64 %30, %3
  br i1 %31, label %32, label %194

32:                                               ; preds = %22
  %33 = trunc i64 %30 to i32
  %34 = shl i32 %33, 5
  %35 = load i32, ptr %17, align 4, !tbaa !5
  %36 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %37 = load i32, ptr %36, align 4, !tbaa !5
  %38 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %34, i32 %35)
  %41 = add i32 %40, %34
  %42 = lshr i32 %41, %37
  %43 = mul i32 %42, %39
  %44 = sub i32 %34, %43
  %45 = zext i32 %44 to i64
  %46 = load i32, ptr %18, align 4, !tbaa !5
  %47 = getelementptr inbounds nuw i8, ptr %18, i64 4
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %42, i32 %46)
  %52 = add i32 %51, %42
  %53 = lshr i32 %52, %48
  %54 = mul i32 %53, %50
  %55 = sub i32 %42, %54
  %56 = zext i32 %55 to i64
  %57 = load i32, ptr %19, align 4, !tbaa !5
  %58 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %59 = load i32, ptr %58, align 4, !tbaa !5
  %60 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %61 = load i32, ptr %60, align 4, !tbaa !5
  %62 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %53, i32 %57)
  %63 = add i32 %62, %53
  %64 = lshr i32 %63, %59
  %65 = mul i32 %64, %61
  %66 = sub i32 %53, %65
  %67 = zext i32 %66 to i64
  %68 = zext i32 %64 to i64
  %69 = load i32, ptr %21, align 4, !tbaa !5
  %70 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %71 = load i32, ptr %70, align 4, !tbaa !5
  %72 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %73 = load i32, ptr %72, align 4, !tbaa !5
  %74 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %64, i32 %69)
  %75 = add i32 %74, %64
  %76 = lshr i32 %75, %71
  %77 = mul i32 %76, %73
  %78 = sub i32 %64, %77
  %79 = zext i32 %78 to i64
  %80 = load i32, ptr %20, align 4, !tbaa !5
  %81 = getelementptr inbounds nuw i8, ptr %20, i64 4
  %82 = load i32, ptr %81, align 4, !tbaa !5
  %83 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %84 = load i32, ptr %83, align 4, !tbaa !5
  %85 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %66, i32 %80)
  %86 = add i32 %85, %66
  %87 = lshr i32 %86, %82
  %88 = mul i32 %87, %84
  %89 = sub i32 %66, %88
  %90 = zext i32 %89 to i64
  tail call void asm sideeffect "griddepcontrol.wait;", "~{memory}"() #4, !srcloc !10
  %91 = mul nsw i64 %11, %56
  %92 = getelementptr inbounds i64, ptr %1, i64 %91
  %93 = mul nsw i64 %12, %90
  %94 = getelementptr inbounds i64, ptr %92, i64 %93
  %95 = mul nsw i64 %13, %79
  %96 = getelementptr inbounds i64, ptr %94, i64 %95
  %97 = load i64, ptr %96, align 8, !tbaa !11
  %98 = mul nsw i64 %8, %56
  %99 = getelementptr inbounds float, ptr %0, i64 %98
  %100 = mul nsw i64 %9, %67
  %101 = getelementptr inbounds float, ptr %99, i64 %100
  %102 = mul nsw i64 %10, %68
  %103 = getelementptr inbounds float, ptr %101, i64 %102
  %104 = getelementptr inbounds nuw float, ptr %103, i64 %45
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !22)
  br label %121

105:                                              ; preds = %121
  %106 = mul nsw i64 %97, %14
  %107 = mul nsw i64 %15, %67
  %108 = mul nsw i64 %16, %68
  %109 = add i64 %107, %108
  %110 = add i64 %109, %106
  %111 = udiv i64 %110, 22
  %112 = getelementptr inbounds nuw %struct.block_q5_0, ptr %2, i64 %111
  %113 = lshr i64 %45, 5
  %114 = getelementptr inbounds nuw %struct.block_q5_0, ptr %112, i64 %113
  %115 = fmul contract float %154, -6.250000e-02
  %116 = fcmp contract une float %115, 0.000000e+00
  %117 = fdiv contract float 1.000000e+00, %115
  %118 = select contract i1 %116, float %117, float 0.000000e+00
  %119 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %115) #5, !srcloc !24
  store i16 %119, ptr %114, align 2, !tbaa !25, !alias.scope !22, !noalias !19
  %120 = getelementptr inbounds nuw i8, ptr %114, i64 6
  br label %158

121:                                              ; preds = %121, %32
  %122 = phi float [ 0.000000e+00, %32 ], [ %155, %121 ]
  %123 = phi float [ 0.000000e+00, %32 ], [ %154, %121 ]
  %124 = phi i32 [ 0, %32 ], [ %156, %121 ]
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr inbounds nuw float, ptr %104, i64 %125
  %127 = load float, ptr %126, align 4, !tbaa !14, !alias.scope !19, !noalias !22
  %128 = tail call noundef float @llvm.nvvm.fabs.f32(float %127)
  %129 = fcmp contract olt float %122, %128
  %130 = select i1 %129, float %127, float %123
  %131 = select i1 %129, float %128, float %122
  %132 = zext nneg i32 %124 to i64
  %133 = getelementptr inbounds nuw float, ptr %104, i64 %132
  %134 = getelementptr inbounds nuw i8, ptr %133, i64 4
  %135 = load float, ptr %134, align 4, !tbaa !14, !alias.scope !19, !noalias !22
  %136 = tail call noundef float @llvm.nvvm.fabs.f32(float %135)
  %137 = fcmp contract olt float %131, %136
  %138 = select i1 %137, float %135, float %130
  %139 = select i1 %137, float %136, float %131
  %140 = zext nneg i32 %124 to i64
  %141 = getelementptr inbounds nuw float, ptr %104, i64 %140
  %142 = getelementptr inbounds nuw i8, ptr %141, i64 8
  %143 = load float, ptr %142, align 4, !tbaa !14, !alias.scope !19, !noalias !22
  %144 = tail call noundef float @llvm.nvvm.fabs.f32(float %143)
  %145 = fcmp contract olt float %139, %144
  %146 = select i1 %145, float %143, float %138
  %147 = select i1 %145, float %144, float %139
  %148 = zext nneg i32 %124 to i64
  %149 = getelementptr inbounds nuw float, ptr %104, i64 %148
  %150 = getelementptr inbounds nuw i8, ptr %149, i64 12
  %151 = load float, ptr %150, align 4, !tbaa !14, !alias.scope !19, !noalias !22
  %152 = tail call noundef float @llvm.nvvm.fabs.f32(float %151)
  %153 = fcmp contract olt float %147, %152
  %154 = select i1 %153, float %151, float %146
  %155 = select i1 %153, float %152, float %147
  %156 = add nuw nsw i32 %124, 4
  %157 = icmp eq i32 %156, 32
  br i1 %157, label %105, label %121, !llvm.loop !27

158:                                              ; preds = %158, %105
  %159 = phi i32 [ 0, %105 ], [ %190, %158 ]
  %160 = phi i32 [ 0, %105 ], [ %189, %158 ]
  %161 = zext nneg i32 %159 to i64
  %162 = getelementptr inbounds nuw float, ptr %104, i64 %161
  %163 = load float, ptr %162, align 4, !tbaa !14, !alias.scope !19, !noalias !22
  %164 = fmul contract float %118, %163
  %165 = or disjoint i32 %159, 16
  %166 = zext nneg i32 %165 to i64
  %167 = getelementptr inbounds nuw float, ptr %104, i64 %166
  %168 = load float, ptr %167, align 4, !tbaa !14, !alias.scope !19, !noalias !22
  %169 = fmul contract float %118, %168
  %170 = fadd contract float %164, 1.650000e+01
  %171 = fptosi float %170 to i8
  %172 = tail call i8 @llvm.smin.i8(i8 %171, i8 31)
  %173 = fadd contract float %169, 1.650000e+01
  %174 = fptosi float %173 to i8
  %175 = tail call i8 @llvm.smin.i8(i8 %174, i8 31)
  %176 = and i8 %172, 15
  %177 = shl i8 %175, 4
  %178 = or disjoint i8 %177, %176
  %179 = getelementptr inbounds nuw i8, ptr %120, i64 %161
  store i8 %178, ptr %179, align 1, !tbaa !29, !alias.scope !22, !noalias !19
  %180 = lshr i8 %172, 4
  %181 = and i8 %180, 1
  %182 = zext nneg i8 %181 to i32
  %183 = shl nuw nsw i32 %182, %159
  %184 = lshr i8 %175, 4
  %185 = and i8 %184, 1
  %186 = zext nneg i8 %185 to i32
  %187 = shl nuw i32 %186, %165
  %188 = add nuw nsw i32 %187, %183
  %189 = or i32 %188, %160
  %190 = add nuw nsw i32 %159, 1
  %191 = icmp eq i32 %190, 16
  br i1 %191, label %192, label %158, !llvm.loop !30

192:                                              ; preds = %158
  %193 = getelementptr inbounds nuw i8, ptr %114, i64 2
  store i32 %189, ptr %193, align 1, !alias.scope !22, !noalias !19
  br label %194

194:                                              ; preds = %192, %22
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_ZL16k_set_rows_quantIl10block_q8_0Li32ETnPFvPKfPT0_EXadL_ZL23quantize_f32_q8_0_blockS2_PS0_EEEvS2_PKT_S4_llllllllllllll5uint3SB_SB_SB_SB_(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %17, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %18, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %19, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %20, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %21) local_unnamed_addr #1 comdat {
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = zext nneg i32 %23 to i64
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = zext nneg i32 %25 to i64
  %27 = mul nuw nsw i64 %24, %26
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = zext nneg i32 %28 to i64
  %30 = add nuw nsw i64 %27, %29
  %31 = icmp slt i64 %30, %3
  br i1 %31, label %32, label %172

32:                                               ; preds = %22
  %33 = trunc i64 %30 to i32
  %34 = shl i32 %33, 5
  %35 = load i32, ptr %17, align 4, !tbaa !5
  %36 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %37 = load i32, ptr %36, align 4, !tbaa !5
  %38 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %34, i32 %35)
  %41 = add i32 %40, %34
  %42 = lshr i32 %41, %37
  %43 = mul i32 %42, %39
  %44 = sub i32 %34, %43
  %45 = zext i32 %44 to i64
  %46 = load i32, ptr %18, align 4, !tbaa !5
  %47 = getelementptr inbounds nuw i8, ptr %18, i64 4
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %42, i32 %46)
  %52 = add i32 %51, %42
  %53 = lshr i32 %52, %48
  %54 = mul i32 %53, %50
  %55 = sub i32 %42, %54
  %56 = zext i32 %55 to i64
  %57 = load i32, ptr %19, align 4, !tbaa !5
  %58 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %59 = load i32, ptr %58, align 4, !tbaa !5
  %60 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %61 = load i32, ptr %60, align 4, !tbaa !5
  %62 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %53, i32 %57)
  %63 = add i32 %62, %53
  %64 = lshr i32 %63, %59
  %65 = mul i32 %64, %61
  %66 = sub i32 %53, %65
  %67 = zext i32 %66 to i64
  %68 = zext i32 %64 to i64
  %69 = load i32, ptr %21, align 4, !tbaa !5
  %70 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %71 = load i32, ptr %70, align 4, !tbaa !5
  %72 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %73 = load i32, ptr %72, align 4, !tbaa !5
  %74 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %64, i32 %69)
  %75 = add i32 %74, %64
  %76 = lshr i32 %75, %71
  %77 = mul i32 %76, %73
  %78 = sub i32 %64, %77
  %79 = zext i32 %78 to i64
  %80 = load i32, ptr %20, align 4, !tbaa !5
  %81 = getelementptr inbounds nuw i8, ptr %20, i64 4
  %82 = load i32, ptr %81, align 4, !tbaa !5
  %83 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %84 = load i32, ptr %83, align 4, !tbaa !5
  %85 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %66, i32 %80)
  %86 = add i32 %85, %66
  %87 = lshr i32 %86, %82
  %88 = mul i32 %87, %84
  %89 = sub i32 %66, %88
  %90 = zext i32 %89 to i64
  tail call void asm sideeffect "griddepcontrol.wait;", "~{memory}"() #4, !srcloc !10
  %91 = mul nsw i64 %11, %56
  %92 = getelementptr inbounds i64, ptr %1, i64 %91
  %93 = mul nsw i64 %12, %90
  %94 = getelementptr inbounds i64, ptr %92, i64 %93
  %95 = mul nsw i64 %13, %79
  %96 = getelementptr inbounds i64, ptr %94, i64 %95
  %97 = load i64, ptr %96, align 8, !tbaa !11
  %98 = mul nsw i64 %8, %56
  %99 = getelementptr inbounds float, ptr %0, i64 %98
  %100 = mul nsw i64 %9, %67
  %101 = getelementptr inbounds float, ptr %99, i64 %100
  %102 = mul nsw i64 %10, %68
  %103 = getelementptr inbounds float, ptr %101, i64 %102
  %104 = getelementptr inbounds nuw float, ptr %103, i64 %45
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !34)
  br label %121

105:                                              ; preds = %121
  %106 = mul nsw i64 %97, %14
  %107 = mul nsw i64 %15, %67
  %108 = mul nsw i64 %16, %68
  %109 = add i64 %107, %108
  %110 = add i64 %109, %106
  %111 = udiv i64 %110, 34
  %112 = getelementptr inbounds nuw %struct.block_q8_0, ptr %2, i64 %111
  %113 = lshr i64 %45, 5
  %114 = getelementptr inbounds nuw %struct.block_q8_0, ptr %112, i64 %113
  %115 = fdiv contract float %146, 1.270000e+02
  %116 = fcmp contract une float %115, 0.000000e+00
  %117 = fdiv contract float 1.000000e+00, %115
  %118 = select contract i1 %116, float %117, float 0.000000e+00
  %119 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %115) #5, !srcloc !24
  store i16 %119, ptr %114, align 2, !tbaa !25, !alias.scope !34, !noalias !31
  %120 = getelementptr inbounds nuw i8, ptr %114, i64 2
  br label %149

121:                                              ; preds = %121, %32
  %122 = phi float [ 0.000000e+00, %32 ], [ %146, %121 ]
  %123 = phi i32 [ 0, %32 ], [ %147, %121 ]
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds nuw float, ptr %104, i64 %124
  %126 = load float, ptr %125, align 4, !tbaa !14, !alias.scope !31, !noalias !34
  %127 = tail call noundef float @llvm.nvvm.fabs.f32(float %126)
  %128 = tail call noundef float @llvm.maxnum.f32(float %122, float %127)
  %129 = zext nneg i32 %123 to i64
  %130 = getelementptr inbounds nuw float, ptr %104, i64 %129
  %131 = getelementptr inbounds nuw i8, ptr %130, i64 4
  %132 = load float, ptr %131, align 4, !tbaa !14, !alias.scope !31, !noalias !34
  %133 = tail call noundef float @llvm.nvvm.fabs.f32(float %132)
  %134 = tail call noundef float @llvm.maxnum.f32(float %128, float %133)
  %135 = zext nneg i32 %123 to i64
  %136 = getelementptr inbounds nuw float, ptr %104, i64 %135
  %137 = getelementptr inbounds nuw i8, ptr %136, i64 8
  %138 = load float, ptr %137, align 4, !tbaa !14, !alias.scope !31, !noalias !34
  %139 = tail call noundef float @llvm.nvvm.fabs.f32(float %138)
  %140 = tail call noundef float @llvm.maxnum.f32(float %134, float %139)
  %141 = zext nneg i32 %123 to i64
  %142 = getelementptr inbounds nuw float, ptr %104, i64 %141
  %143 = getelementptr inbounds nuw i8, ptr %142, i64 12
  %144 = load float, ptr %143, align 4, !tbaa !14, !alias.scope !31, !noalias !34
  %145 = tail call noundef float @llvm.nvvm.fabs.f32(float %144)
  %146 = tail call noundef float @llvm.maxnum.f32(float %140, float %145)
  %147 = add nuw nsw i32 %123, 4
  %148 = icmp eq i32 %147, 32
  br i1 %148, label %105, label %121, !llvm.loop !36

149:                                              ; preds = %149, %105
  %150 = phi i32 [ 0, %105 ], [ %170, %149 ]
  %151 = zext nneg i32 %150 to i64
  %152 = getelementptr inbounds nuw float, ptr %104, i64 %151
  %153 = load float, ptr %152, align 4, !tbaa !14, !alias.scope !31, !noalias !34
  %154 = fmul contract float %118, %153
  %155 = tail call float @llvm.copysign.f32(float 5.000000e-01, float %154)
  %156 = tail call float @llvm.nvvm.add.rz.f(float %154, float %155) #6
  %157 = tail call noundef float @llvm.trunc.f32(float %156)
  %158 = fptosi float %157 to i8
  %159 = getelementptr inbounds nuw i8, ptr %120, i64 %151
  store i8 %158, ptr %159, align 1, !tbaa !29, !alias.scope !34, !noalias !31
  %160 = or disjoint i32 %150, 1
  %161 = zext nneg i32 %160 to i64
  %162 = getelementptr inbounds nuw float, ptr %104, i64 %161
  %163 = load float, ptr %162, align 4, !tbaa !14, !alias.scope !31, !noalias !34
  %164 = fmul contract float %118, %163
  %165 = tail call float @llvm.copysign.f32(float 5.000000e-01, float %164)
  %166 = tail call float @llvm.nvvm.add.rz.f(float %164, float %165) #6
  %167 = tail call noundef float @llvm.trunc.f32(float %166)
  %168 = fptosi float %167 to i8
  %169 = getelementptr inbounds nuw i8, ptr %120, i64 %161
  store i8 %168, ptr %169, align 1, !tbaa !29, !alias.scope !34, !noalias !31
  %170 = add nuw nsw i32 %150, 2
  %171 = icmp eq i32 %170, 32
  br i1 %171, label %172, label %149, !llvm.loop !37

172:                                              ; preds = %149, %22
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_ZL10k_set_rowsIfi6__halfEvPKT_PKT0_PT1_llllllllllllll5uint3S9_S9_S9_S9_(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %17, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %18, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %19, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %20, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %21) local_unnamed_addr #1 comdat {
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = zext nneg i32 %23 to i64
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = zext nneg i32 %25 to i64
  %27 = mul nuw nsw i64 %24, %26
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = zext nneg i32 %28 to i64
  %30 = add nuw nsw i64 %27, %29
  %31 = icmp slt i64 %30, %3
  br i1 %31, label %32, label %114

32:                                               ; preds = %22
  %33 = trunc i64 %30 to i32
  %34 = load i32, ptr %17, align 4, !tbaa !5
  %35 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %33, i32 %34)
  %40 = add i32 %39, %33
  %41 = lshr i32 %40, %36
  %42 = mul i32 %41, %38
  %43 = sub i32 %33, %42
  %44 = zext i32 %43 to i64
  %45 = load i32, ptr %18, align 4, !tbaa !5
  %46 = getelementptr inbounds nuw i8, ptr %18, i64 4
  %47 = load i32, ptr %46, align 4, !tbaa !5
  %48 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %49 = load i32, ptr %48, align 4, !tbaa !5
  %50 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %41, i32 %45)
  %51 = add i32 %50, %41
  %52 = lshr i32 %51, %47
  %53 = mul i32 %52, %49
  %54 = sub i32 %41, %53
  %55 = zext i32 %54 to i64
  %56 = load i32, ptr %19, align 4, !tbaa !5
  %57 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %58 = load i32, ptr %57, align 4, !tbaa !5
  %59 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %60 = load i32, ptr %59, align 4, !tbaa !5
  %61 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %52, i32 %56)
  %62 = add i32 %61, %52
  %63 = lshr i32 %62, %58
  %64 = mul i32 %63, %60
  %65 = sub i32 %52, %64
  %66 = zext i32 %65 to i64
  %67 = zext i32 %63 to i64
  %68 = load i32, ptr %21, align 4, !tbaa !5
  %69 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %72 = load i32, ptr %71, align 4, !tbaa !5
  %73 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %63, i32 %68)
  %74 = add i32 %73, %63
  %75 = lshr i32 %74, %70
  %76 = mul i32 %75, %72
  %77 = sub i32 %63, %76
  %78 = zext i32 %77 to i64
  %79 = load i32, ptr %20, align 4, !tbaa !5
  %80 = getelementptr inbounds nuw i8, ptr %20, i64 4
  %81 = load i32, ptr %80, align 4, !tbaa !5
  %82 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %83 = load i32, ptr %82, align 4, !tbaa !5
  %84 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %65, i32 %79)
  %85 = add i32 %84, %65
  %86 = lshr i32 %85, %81
  %87 = mul i32 %86, %83
  %88 = sub i32 %65, %87
  %89 = zext i32 %88 to i64
  tail call void asm sideeffect "griddepcontrol.wait;", "~{memory}"() #4, !srcloc !10
  %90 = mul nsw i64 %11, %55
  %91 = getelementptr inbounds i32, ptr %1, i64 %90
  %92 = mul nsw i64 %12, %89
  %93 = getelementptr inbounds i32, ptr %91, i64 %92
  %94 = mul nsw i64 %13, %78
  %95 = getelementptr inbounds i32, ptr %93, i64 %94
  %96 = load i32, ptr %95, align 4, !tbaa !5
  %97 = sext i32 %96 to i64
  tail call void asm sideeffect "griddepcontrol.launch_dependents;", ""() #4, !srcloc !13
  %98 = mul nsw i64 %8, %55
  %99 = getelementptr inbounds float, ptr %0, i64 %98
  %100 = mul nsw i64 %9, %66
  %101 = getelementptr inbounds float, ptr %99, i64 %100
  %102 = mul nsw i64 %10, %67
  %103 = getelementptr inbounds float, ptr %101, i64 %102
  %104 = mul nsw i64 %14, %97
  %105 = getelementptr inbounds %struct.__half, ptr %2, i64 %104
  %106 = mul nsw i64 %15, %66
  %107 = getelementptr inbounds %struct.__half, ptr %105, i64 %106
  %108 = mul nsw i64 %16, %67
  %109 = getelementptr inbounds %struct.__half, ptr %107, i64 %108
  %110 = getelementptr inbounds nuw float, ptr %103, i64 %44
  %111 = load float, ptr %110, align 4, !tbaa !14
  %112 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %111) #5, !srcloc !24
  %113 = getelementptr inbounds nuw %struct.__half, ptr %109, i64 %44
  store i16 %112, ptr %113, align 2, !tbaa !17
  br label %114

114:                                              ; preds = %32, %22
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_ZL16k_set_rows_quantIi10block_q4_0Li32ETnPFvPKfPT0_EXadL_ZL23quantize_f32_q4_0_blockS2_PS0_EEEvS2_PKT_S4_llllllllllllll5uint3SB_SB_SB_SB_(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %17, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %18, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %19, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %20, ptr noundef readonly byval(%struct.uint3) align 4 captures(none) %21) local_unnamed_addr #1 comdat {
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = zext nneg i32 %23 to i64
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = zext nneg i32 %25 to i64
  %27 = mul nuw nsw i64 %24, %26
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = zext nneg i32 %28 to i64
  %30 = add nuw nsw i64 %27, %29
  %31 = icmp slt i64 %30, %3
  br i1 %31, label %32, label %196

32:                                               ; preds = %22
  %33 = trunc i64 %30 to i32
  %34 = shl i32 %33, 5
  %35 = load i32, ptr %17, align 4, !tbaa !5
  %36 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %37 = load i32, ptr %36, align 4, !tbaa !5
  %38 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %34, i32 %35)
  %41 = add i32 %40, %34
  %42 = lshr i32 %41, %37
  %43 = mul i32 %42, %39
  %44 = sub i32 %34, %43
  %45 = zext i32 %44 to i64
  %46 = load i32, ptr %18, align 4, !tbaa !5
  %47 = getelementptr inbounds nuw i8, ptr %18, i64 4
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %42, i32 %46)
  %52 = add i32 %51, %42
  %53 = lshr i32 %52, %48
  %54 = mul i32 %53, %50
  %55 = sub i32 %42, %54
  %56 = zext i32 %55 to i64
  %57 = load i32, ptr %19, align 4, !tbaa !5
  %58 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %59 = load i32, ptr %58, align 4, !tbaa !5
  %60 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %61 = load i32, ptr %60, align 4, !tbaa !5
  %62 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %53, i32 %57)
  %63 = add i32 %62, %53
  %64 = lshr i32 %63, %59
  %65 = mul i32 %64, %61
  %66 = sub i32 %53, %65
  %67 = zext i32 %66 to i64
  %68 = zext i32 %64 to i64
  %69 = load i32, ptr %21, align 4, !tbaa !5
  %70 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %71 = load i32, ptr %70, align 4, !tbaa !5
  %72 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %73 = load i32, ptr %72, align 4, !tbaa !5
  %74 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %64, i32 %69)
  %75 = add i32 %74, %64
  %76 = lshr i32 %75, %71
  %77 = mul i32 %76, %73
  %78 = sub i32 %64, %77
  %79 = zext i32 %78 to i64
  %80 = load i32, ptr %20, align 4, !tbaa !5
  %81 = getelementptr inbounds nuw i8, ptr %20, i64 4
  %82 = load i32, ptr %81, align 4, !tbaa !5
  %83 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %84 = load i32, ptr %83, align 4, !tbaa !5
  %85 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %66, i32 %80)
  %86 = add i32 %85, %66
  %87 = lshr i32 %86, %82
  %88 = mul i32 %87, %84
  %89 = sub i32 %66, %88
  %90 = zext i32 %89 to i64
  tail call void asm sideeffect "griddepcontrol.wait;", "~{memory}"() #4, !srcloc !10
  %91 = mul nsw i64 %11, %56
  %92 = getelementptr inbounds i32, ptr %1, i64 %91
  %93 = mul nsw i64 %12, %90
  %94 = getelementptr inbounds i32, ptr %92, i64 %93
  %95 = mul nsw i64 %13, %79
  %96 = getelementptr inbounds i32, ptr %94, i64 %95
  %97 = load i32, ptr %96, align 4, !tbaa !5
  %98 = mul nsw i64 %8, %56
  %99 = getelementptr inbounds float, ptr %0, i64 %98
  %100 = mul nsw i64 %9, %67
  %101 = getelementptr inbounds float, ptr %99, i64 %100
  %102 = mul nsw i64 %10, %68
  %103 = getelementptr inbounds float, ptr %101, i64 %102
  %104 = getelementptr inbounds nuw float, ptr %103, i64 %45
  tail call void @llvm.experimental.noalias.scope.decl(metadata !38)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !41)
  br label %122

105:                                              ; preds = %122
  %106 = sext i32 %97 to i64
  %107 = mul nsw i64 %14, %106
  %108 = mul nsw i64 %15, %67
  %109 = mul nsw i64 %16, %68
  %110 = add i64 %108, %109
  %111 = add i64 %110, %107
  %112 = udiv i64 %111, 18
  %113 = getelementptr inbounds nuw %struct.block_q4_0, ptr %2, i64 %112
  %114 = lshr i64 %45, 5
  %115 = getelementptr inbounds nuw %struct.block_q4_0, ptr %113, i64 %114
  %116 = fmul contract float %155, -1.250000e-01
  %117 = fcmp contract une float %116, 0.000000e+00
  %118 = fdiv contract float 1.000000e+00, %116
  %119 = select contract i1 %117, float %118, float 0.000000e+00
  %120 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %116) #5, !srcloc !24
  store i16 %120, ptr %115, align 2, !tbaa !25, !alias.scope !41, !noalias !38
  %121 = getelementptr inbounds nuw i8, ptr %115, i64 2
  br label %159

122:                                              ; preds = %122, %32
  %123 = phi float [ 0.000000e+00, %32 ], [ %156, %122 ]
  %124 = phi float [ 0.000000e+00, %32 ], [ %155, %122 ]
  %125 = phi i32 [ 0, %32 ], [ %157, %122 ]
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr inbounds nuw float, ptr %104, i64 %126
  %128 = load float, ptr %127, align 4, !tbaa !14, !alias.scope !38, !noalias !41
  %129 = tail call noundef float @llvm.nvvm.fabs.f32(float %128)
  %130 = fcmp contract olt float %123, %129
  %131 = select i1 %130, float %128, float %124
  %132 = select i1 %130, float %129, float %123
  %133 = zext nneg i32 %125 to i64
  %134 = getelementptr inbounds nuw float, ptr %104, i64 %133
  %135 = getelementptr inbounds nuw i8, ptr %134, i64 4
  %136 = load float, ptr %135, align 4, !tbaa !14, !alias.scope !38, !noalias !41
  %137 = tail call noundef float @llvm.nvvm.fabs.f32(float %136)
  %138 = fcmp contract olt float %132, %137
  %139 = select i1 %138, float %136, float %131
  %140 = select i1 %138, float %137, float %132
  %141 = zext nneg i32 %125 to i64
  %142 = getelementptr inbounds nuw float, ptr %104, i64 %141
  %143 = getelementptr inbounds nuw i8, ptr %142, i64 8
  %144 = load float, ptr %143, align 4, !tbaa !14, !alias.scope !38, !noalias !41
  %145 = tail call noundef float @llvm.nvvm.fabs.f32(float %144)
  %146 = fcmp contract olt float %140, %145
  %147 = select i1 %146, float %144, float %139
  %148 = select i1 %146, float %145, float %140
  %149 = zext nneg i32 %125 to i64
  %150 = getelementptr inbounds nuw float, ptr %104, i64 %149
  %151 = getelementptr inbounds nuw i8, ptr %150, i64 12
  %152 = load float, ptr %151, align 4, !tbaa !14, !alias.scope !38, !noalias !41
  %153 = tail call noundef float @llvm.nvvm.fabs.f32(float %152)
  %154 = fcmp contract olt float %148, %153
  %155 = select i1 %154, float %152, float %147
  %156 = select i1 %154, float %153, float %148
  %157 = add nuw nsw i32 %125, 4
  %158 = icmp eq i32 %157, 32
  br i1 %158, label %105, label %122, !llvm.loop !43

159:                                              ; preds = %159, %105
  %160 = phi i32 [ 0, %105 ], [ %194, %159 ]
  %161 = zext nneg i32 %160 to i64
  %162 = getelementptr inbounds nuw float, ptr %104, i64 %161
  %163 = load float, ptr %162, align 4, !tbaa !14, !alias.scope !38, !noalias !41
  %164 = fmul contract float %119, %163
  %165 = getelementptr inbounds nuw i8, ptr %162, i64 64
  %166 = load float, ptr %165, align 4, !tbaa !14, !alias.scope !38, !noalias !41
  %167 = fmul contract float %119, %166
  %168 = fadd contract float %164, 8.500000e+00
  %169 = fptosi float %168 to i8
  %170 = tail call i8 @llvm.smin.i8(i8 %169, i8 15)
  %171 = fadd contract float %167, 8.500000e+00
  %172 = fptosi float %171 to i8
  %173 = tail call i8 @llvm.smin.i8(i8 %172, i8 15)
  %174 = getelementptr inbounds nuw i8, ptr %121, i64 %161
  %175 = shl i8 %173, 4
  %176 = or i8 %175, %170
  store i8 %176, ptr %174, align 1, !tbaa !29, !alias.scope !41, !noalias !38
  %177 = or disjoint i32 %160, 1
  %178 = zext nneg i32 %177 to i64
  %179 = getelementptr inbounds nuw float, ptr %104, i64 %178
  %180 = load float, ptr %179, align 4, !tbaa !14, !alias.scope !38, !noalias !41
  %181 = fmul contract float %119, %180
  %182 = getelementptr inbounds nuw i8, ptr %179, i64 64
  %183 = load float, ptr %182, align 4, !tbaa !14, !alias.scope !38, !noalias !41
  %184 = fmul contract float %119, %183
  %185 = fadd contract float %181, 8.500000e+00
  %186 = fptosi float %185 to i8
  %187 = tail call i8 @llvm.smin.i8(i8 %186, i8 15)
  %188 = fadd contract float %184, 8.500000e+00
  %189 = fptosi float %188 to i8
  %190 = tail call i8 @llvm.smin.i8(i8 %189, i8 15)
  %191 = getelementptr inbounds nuw i8, ptr %121, i64 %178
  %192 = shl i8 %190, 4
  %193 = or i8 %192, %187
  store i8 %193, ptr %191, align 1, !tbaa !29, !alias.scope !41, !noalias !38
  %194 = add nuw nsw i32 %160, 2
  %195 = icmp eq i32 %194, 16
  br i1 %195, label %196, label %159, !llvm.loop !44

196:                                              ; preds = %159, %22
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rz.f(float, float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.smin.i8(i8, i8) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind }
attributes #5 = { convergent nounwind memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3, !4}
!llvm.errno.tbaa = !{!5}
!nvvmir.version = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i32 2, i32 0}
!10 = !{i64 4471395}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !7, i64 0}
!13 = !{i64 4470762}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !7, i64 0}
!16 = !{i64 2161172005}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !7, i64 0}
!19 = !{!20}
!20 = distinct !{!20, !21, !"_ZL23quantize_f32_q5_0_blockPKfP10block_q5_0: argument 0"}
!21 = distinct !{!21, !"_ZL23quantize_f32_q5_0_blockPKfP10block_q5_0"}
!22 = !{!23}
!23 = distinct !{!23, !21, !"_ZL23quantize_f32_q5_0_blockPKfP10block_q5_0: argument 1"}
!24 = !{i64 2158270293}
!25 = !{!26, !18, i64 0}
!26 = !{!"_ZTS6__half", !18, i64 0}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.mustprogress"}
!29 = !{!7, !7, i64 0}
!30 = distinct !{!30, !28}
!31 = !{!32}
!32 = distinct !{!32, !33, !"_ZL23quantize_f32_q8_0_blockPKfP10block_q8_0: argument 0"}
!33 = distinct !{!33, !"_ZL23quantize_f32_q8_0_blockPKfP10block_q8_0"}
!34 = !{!35}
!35 = distinct !{!35, !33, !"_ZL23quantize_f32_q8_0_blockPKfP10block_q8_0: argument 1"}
!36 = distinct !{!36, !28}
!37 = distinct !{!37, !28}
!38 = !{!39}
!39 = distinct !{!39, !40, !"_ZL23quantize_f32_q4_0_blockPKfP10block_q4_0: argument 0"}
!40 = distinct !{!40, !"_ZL23quantize_f32_q4_0_blockPKfP10block_q4_0"}
!41 = !{!42}
!42 = distinct !{!42, !40, !"_ZL23quantize_f32_q4_0_blockPKfP10block_q4_0: argument 1"}
!43 = distinct !{!43, !28}
!44 = distinct !{!44, !28}
