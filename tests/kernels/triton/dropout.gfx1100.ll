; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu11.00-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define amdgpu_kernel void @dropout(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, float inreg %3, i32 inreg %4, ptr addrspace(1) inreg nofree readnone captures(none) %5, ptr addrspace(1) inreg nofree readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %9 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %8), !dbg !13
  %10 = and i32 %9, 96, !dbg !12
  %11 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !14
  %12 = shl i32 %11, 7, !dbg !14
  %13 = and i32 %8, 31, !dbg !13
  %14 = or disjoint i32 %13, %10, !dbg !13
  %15 = or disjoint i32 %14, %12, !dbg !14
  %16 = icmp slt i32 %15, %2, !dbg !15
  %17 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !16
  %18 = shl i32 %15, 2, !dbg !16
  %19 = select i1 %16, i32 %18, i32 -2147483648, !dbg !16
  %20 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %17, i32 %19, i32 0, i32 0), !dbg !16
  %21 = bitcast float %20 to <1 x float>, !dbg !16
  %22 = extractelement <1 x float> %21, i64 0, !dbg !16
  %23 = ashr i32 %4, 31, !dbg !17
  %24 = zext i32 %15 to i64, !dbg !25
  %25 = mul nuw i64 %24, 3528531795, !dbg !25
  %26 = lshr i64 %25, 32, !dbg !25
  %27 = trunc nuw i64 %26 to i32, !dbg !25
  %28 = xor i32 %23, %27, !dbg !25
  %29 = mul i32 %15, -766435501, !dbg !27
  %30 = add i32 %4, -1640531527, !dbg !28
  %31 = add nsw i32 %23, -1150833019, !dbg !29
  %32 = zext i32 %28 to i64, !dbg !30
  %33 = mul nuw i64 %32, 3449720151, !dbg !30
  %34 = lshr i64 %33, 32, !dbg !30
  %35 = trunc nuw i64 %34 to i32, !dbg !30
  %36 = xor i32 %30, %35, !dbg !30
  %37 = zext i32 %4 to i64, !dbg !25
  %38 = mul nuw i64 %37, 3528531795, !dbg !25
  %39 = lshr i64 %38, 32, !dbg !25
  %40 = trunc nuw i64 %39 to i32, !dbg !25
  %41 = xor i32 %31, %40, !dbg !25
  %42 = xor i32 %41, %29, !dbg !25
  %43 = mul i32 %28, -845247145, !dbg !31
  %44 = mul i32 %4, -766435501, !dbg !27
  %45 = add i32 %4, 1013904242, !dbg !28
  %46 = add nsw i32 %23, 1993301258, !dbg !29
  %47 = zext i32 %42 to i64, !dbg !30
  %48 = mul nuw i64 %47, 3449720151, !dbg !30
  %49 = lshr i64 %48, 32, !dbg !30
  %50 = trunc nuw i64 %49 to i32, !dbg !30
  %51 = xor i32 %43, %45, !dbg !30
  %52 = xor i32 %51, %50, !dbg !30
  %53 = zext i32 %36 to i64, !dbg !25
  %54 = mul nuw i64 %53, 3528531795, !dbg !25
  %55 = lshr i64 %54, 32, !dbg !25
  %56 = trunc nuw i64 %55 to i32, !dbg !25
  %57 = xor i32 %46, %44, !dbg !25
  %58 = xor i32 %57, %56, !dbg !25
  %59 = mul i32 %42, -845247145, !dbg !31
  %60 = mul i32 %36, -766435501, !dbg !27
  %61 = add i32 %4, -626627285, !dbg !28
  %62 = add nsw i32 %23, 842468239, !dbg !29
  %63 = zext i32 %58 to i64, !dbg !30
  %64 = mul nuw i64 %63, 3449720151, !dbg !30
  %65 = lshr i64 %64, 32, !dbg !30
  %66 = trunc nuw i64 %65 to i32, !dbg !30
  %67 = xor i32 %59, %61, !dbg !30
  %68 = xor i32 %67, %66, !dbg !30
  %69 = zext i32 %52 to i64, !dbg !25
  %70 = mul nuw i64 %69, 3528531795, !dbg !25
  %71 = lshr i64 %70, 32, !dbg !25
  %72 = trunc nuw i64 %71 to i32, !dbg !25
  %73 = xor i32 %60, %62, !dbg !25
  %74 = xor i32 %73, %72, !dbg !25
  %75 = mul i32 %58, -845247145, !dbg !31
  %76 = mul i32 %52, -766435501, !dbg !27
  %77 = add i32 %4, 2027808484, !dbg !28
  %78 = add nsw i32 %23, -308364780, !dbg !29
  %79 = zext i32 %74 to i64, !dbg !30
  %80 = mul nuw i64 %79, 3449720151, !dbg !30
  %81 = lshr i64 %80, 32, !dbg !30
  %82 = trunc nuw i64 %81 to i32, !dbg !30
  %83 = xor i32 %75, %77, !dbg !30
  %84 = xor i32 %83, %82, !dbg !30
  %85 = zext i32 %68 to i64, !dbg !25
  %86 = mul nuw i64 %85, 3528531795, !dbg !25
  %87 = lshr i64 %86, 32, !dbg !25
  %88 = trunc nuw i64 %87 to i32, !dbg !25
  %89 = xor i32 %76, %78, !dbg !25
  %90 = xor i32 %89, %88, !dbg !25
  %91 = mul i32 %74, -845247145, !dbg !31
  %92 = mul i32 %68, -766435501, !dbg !27
  %93 = add i32 %4, 387276957, !dbg !28
  %94 = add nsw i32 %23, -1459197799, !dbg !29
  %95 = zext i32 %90 to i64, !dbg !30
  %96 = mul nuw i64 %95, 3449720151, !dbg !30
  %97 = lshr i64 %96, 32, !dbg !30
  %98 = trunc nuw i64 %97 to i32, !dbg !30
  %99 = xor i32 %91, %93, !dbg !30
  %100 = xor i32 %99, %98, !dbg !30
  %101 = zext i32 %84 to i64, !dbg !25
  %102 = mul nuw i64 %101, 3528531795, !dbg !25
  %103 = lshr i64 %102, 32, !dbg !25
  %104 = trunc nuw i64 %103 to i32, !dbg !25
  %105 = xor i32 %92, %94, !dbg !25
  %106 = xor i32 %105, %104, !dbg !25
  %107 = mul i32 %90, -845247145, !dbg !31
  %108 = mul i32 %84, -766435501, !dbg !27
  %109 = add i32 %4, -1253254570, !dbg !28
  %110 = add nsw i32 %23, 1684936478, !dbg !29
  %111 = zext i32 %106 to i64, !dbg !30
  %112 = mul nuw i64 %111, 3449720151, !dbg !30
  %113 = lshr i64 %112, 32, !dbg !30
  %114 = trunc nuw i64 %113 to i32, !dbg !30
  %115 = xor i32 %107, %109, !dbg !30
  %116 = xor i32 %115, %114, !dbg !30
  %117 = zext i32 %100 to i64, !dbg !25
  %118 = mul nuw i64 %117, 3528531795, !dbg !25
  %119 = lshr i64 %118, 32, !dbg !25
  %120 = xor i32 %108, %110, !dbg !25
  %121 = mul i32 %106, -845247145, !dbg !31
  %122 = mul i32 %100, -766435501, !dbg !27
  %123 = add i32 %4, 1401181199, !dbg !28
  %124 = add nsw i32 %23, 534103459, !dbg !29
  %125 = zext i32 %120 to i64, !dbg !30
  %126 = xor i64 %119, %125, !dbg !30
  %127 = mul nuw i64 %126, 3449720151, !dbg !30
  %128 = lshr i64 %127, 32, !dbg !30
  %129 = xor i32 %121, %123, !dbg !30
  %130 = zext i32 %116 to i64, !dbg !25
  %131 = mul nuw i64 %130, 3528531795, !dbg !25
  %132 = lshr i64 %131, 32, !dbg !25
  %133 = trunc nuw i64 %132 to i32, !dbg !25
  %134 = xor i32 %122, %124, !dbg !25
  %135 = xor i32 %134, %133, !dbg !25
  %136 = mul i32 %116, -766435501, !dbg !27
  %137 = add nsw i32 %23, -616729560, !dbg !29
  %138 = zext i32 %129 to i64, !dbg !25
  %139 = xor i64 %128, %138, !dbg !25
  %140 = mul nuw i64 %139, 3528531795, !dbg !25
  %141 = lshr i64 %140, 32, !dbg !25
  %142 = xor i32 %136, %137, !dbg !25
  %143 = mul i32 %135, -845247145, !dbg !31
  %144 = add i32 %4, -1879881855, !dbg !28
  %145 = zext i32 %142 to i64, !dbg !30
  %146 = xor i64 %141, %145, !dbg !30
  %147 = mul nuw i64 %146, 3449720151, !dbg !30
  %148 = lshr i64 %147, 32, !dbg !30
  %149 = trunc nuw i64 %148 to i32, !dbg !30
  %150 = xor i32 %143, %144, !dbg !30
  %151 = xor i32 %150, %149, !dbg !30
  %.lobit = ashr i32 %151, 31, !dbg !32
  %152 = xor i32 %.lobit, %151, !dbg !32
  %153 = sitofp i32 %152 to float, !dbg !34
  %154 = fmul nnan float %153, f0x2FFFFFFF, !dbg !34
  %155 = fcmp ogt float %154, %3, !dbg !35
  %156 = fmul float %22, 2.000000e+00, !dbg !36
  %157 = select i1 %155, float %156, float 0.000000e+00, !dbg !37
  %158 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 822243328), !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %157, ptr addrspace(8) %158, i32 %19, i32 0, i32 0), !dbg !12
  ret void, !dbg !38
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "dropout", linkageName: "dropout", scope: !1, file: !1, line: 129, type: !5, scopeLine: 129, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !8, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 134, column: 5, scope: !4)
!13 = !DILocation(line: 131, column: 39, scope: !4)
!14 = !DILocation(line: 131, column: 12, scope: !4)
!15 = !DILocation(line: 132, column: 9, scope: !4)
!16 = !DILocation(line: 133, column: 9, scope: !4)
!17 = !DILocation(line: 57, column: 19, scope: !18, inlinedAt: !20)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !19, discriminator: 0)
!19 = !DIFile(filename: "random.py", directory: ".")
!20 = !DILocation(line: 110, column: 12, scope: !18, inlinedAt: !21)
!21 = !DILocation(line: 84, column: 20, scope: !18, inlinedAt: !22)
!22 = !DILocation(line: 155, column: 14, scope: !18, inlinedAt: !23)
!23 = !DILocation(line: 134, column: 35, scope: !24)
!24 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!25 = !DILocation(line: 36, column: 14, scope: !18, inlinedAt: !26)
!26 = !DILocation(line: 69, column: 12, scope: !18, inlinedAt: !20)
!27 = !DILocation(line: 38, column: 14, scope: !18, inlinedAt: !26)
!28 = !DILocation(line: 40, column: 14, scope: !18, inlinedAt: !26)
!29 = !DILocation(line: 41, column: 14, scope: !18, inlinedAt: !26)
!30 = !DILocation(line: 35, column: 14, scope: !18, inlinedAt: !26)
!31 = !DILocation(line: 37, column: 14, scope: !18, inlinedAt: !26)
!32 = !DILocation(line: 142, column: 9, scope: !18, inlinedAt: !33)
!33 = !DILocation(line: 156, column: 12, scope: !18, inlinedAt: !23)
!34 = !DILocation(line: 143, column: 12, scope: !18, inlinedAt: !33)
!35 = !DILocation(line: 134, column: 35, scope: !4)
!36 = !DILocation(line: 134, column: 60, scope: !4)
!37 = !DILocation(line: 134, column: 26, scope: !4)
!38 = !DILocation(line: 129, column: 1, scope: !4)
