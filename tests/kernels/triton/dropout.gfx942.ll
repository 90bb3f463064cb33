; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define amdgpu_kernel void @dropout(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, float inreg %3, i32 inreg %4, ptr addrspace(1) inreg nofree readnone captures(none) %5, ptr addrspace(1) inreg nofree readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %9 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %8), !dbg !12
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %11 = shl i32 %10, 7, !dbg !13
  %12 = and i32 %8, 63, !dbg !14
  %.masked = and i32 %9, 64, !dbg !14
  %13 = or disjoint i32 %12, %.masked, !dbg !14
  %14 = or disjoint i32 %13, %11, !dbg !13
  %15 = icmp slt i32 %14, %2, !dbg !15
  %16 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !16
  %17 = shl i32 %14, 2, !dbg !16
  %18 = select i1 %15, i32 %17, i32 -2147483648, !dbg !16
  %19 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %16, i32 %18, i32 0, i32 0), !dbg !16
  %20 = bitcast float %19 to <1 x float>, !dbg !16
  %21 = extractelement <1 x float> %20, i64 0, !dbg !16
  %22 = ashr i32 %4, 31, !dbg !17
  %23 = zext i32 %14 to i64, !dbg !25
  %24 = mul nuw i64 %23, 3528531795, !dbg !25
  %25 = lshr i64 %24, 32, !dbg !25
  %26 = trunc nuw i64 %25 to i32, !dbg !25
  %27 = xor i32 %22, %26, !dbg !25
  %28 = mul i32 %14, -766435501, !dbg !27
  %29 = add i32 %4, -1640531527, !dbg !28
  %30 = add nsw i32 %22, -1150833019, !dbg !29
  %31 = zext i32 %27 to i64, !dbg !30
  %32 = mul nuw i64 %31, 3449720151, !dbg !30
  %33 = lshr i64 %32, 32, !dbg !30
  %34 = trunc nuw i64 %33 to i32, !dbg !30
  %35 = xor i32 %29, %34, !dbg !30
  %36 = zext i32 %4 to i64, !dbg !25
  %37 = mul nuw i64 %36, 3528531795, !dbg !25
  %38 = lshr i64 %37, 32, !dbg !25
  %39 = trunc nuw i64 %38 to i32, !dbg !25
  %40 = xor i32 %30, %39, !dbg !25
  %41 = xor i32 %40, %28, !dbg !25
  %42 = mul i32 %27, -845247145, !dbg !31
  %43 = mul i32 %4, -766435501, !dbg !27
  %44 = add i32 %4, 1013904242, !dbg !28
  %45 = add nsw i32 %22, 1993301258, !dbg !29
  %46 = zext i32 %41 to i64, !dbg !30
  %47 = mul nuw i64 %46, 3449720151, !dbg !30
  %48 = lshr i64 %47, 32, !dbg !30
  %49 = trunc nuw i64 %48 to i32, !dbg !30
  %50 = xor i32 %42, %44, !dbg !30
  %51 = xor i32 %50, %49, !dbg !30
  %52 = zext i32 %35 to i64, !dbg !25
  %53 = mul nuw i64 %52, 3528531795, !dbg !25
  %54 = lshr i64 %53, 32, !dbg !25
  %55 = trunc nuw i64 %54 to i32, !dbg !25
  %56 = xor i32 %45, %43, !dbg !25
  %57 = xor i32 %56, %55, !dbg !25
  %58 = mul i32 %41, -845247145, !dbg !31
  %59 = mul i32 %35, -766435501, !dbg !27
  %60 = add i32 %4, -626627285, !dbg !28
  %61 = add nsw i32 %22, 842468239, !dbg !29
  %62 = zext i32 %57 to i64, !dbg !30
  %63 = mul nuw i64 %62, 3449720151, !dbg !30
  %64 = lshr i64 %63, 32, !dbg !30
  %65 = trunc nuw i64 %64 to i32, !dbg !30
  %66 = xor i32 %58, %60, !dbg !30
  %67 = xor i32 %66, %65, !dbg !30
  %68 = zext i32 %51 to i64, !dbg !25
  %69 = mul nuw i64 %68, 3528531795, !dbg !25
  %70 = lshr i64 %69, 32, !dbg !25
  %71 = trunc nuw i64 %70 to i32, !dbg !25
  %72 = xor i32 %59, %61, !dbg !25
  %73 = xor i32 %72, %71, !dbg !25
  %74 = mul i32 %57, -845247145, !dbg !31
  %75 = mul i32 %51, -766435501, !dbg !27
  %76 = add i32 %4, 2027808484, !dbg !28
  %77 = add nsw i32 %22, -308364780, !dbg !29
  %78 = zext i32 %73 to i64, !dbg !30
  %79 = mul nuw i64 %78, 3449720151, !dbg !30
  %80 = lshr i64 %79, 32, !dbg !30
  %81 = trunc nuw i64 %80 to i32, !dbg !30
  %82 = xor i32 %74, %76, !dbg !30
  %83 = xor i32 %82, %81, !dbg !30
  %84 = zext i32 %67 to i64, !dbg !25
  %85 = mul nuw i64 %84, 3528531795, !dbg !25
  %86 = lshr i64 %85, 32, !dbg !25
  %87 = trunc nuw i64 %86 to i32, !dbg !25
  %88 = xor i32 %75, %77, !dbg !25
  %89 = xor i32 %88, %87, !dbg !25
  %90 = mul i32 %73, -845247145, !dbg !31
  %91 = mul i32 %67, -766435501, !dbg !27
  %92 = add i32 %4, 387276957, !dbg !28
  %93 = add nsw i32 %22, -1459197799, !dbg !29
  %94 = zext i32 %89 to i64, !dbg !30
  %95 = mul nuw i64 %94, 3449720151, !dbg !30
  %96 = lshr i64 %95, 32, !dbg !30
  %97 = trunc nuw i64 %96 to i32, !dbg !30
  %98 = xor i32 %90, %92, !dbg !30
  %99 = xor i32 %98, %97, !dbg !30
  %100 = zext i32 %83 to i64, !dbg !25
  %101 = mul nuw i64 %100, 3528531795, !dbg !25
  %102 = lshr i64 %101, 32, !dbg !25
  %103 = trunc nuw i64 %102 to i32, !dbg !25
  %104 = xor i32 %91, %93, !dbg !25
  %105 = xor i32 %104, %103, !dbg !25
  %106 = mul i32 %89, -845247145, !dbg !31
  %107 = mul i32 %83, -766435501, !dbg !27
  %108 = add i32 %4, -1253254570, !dbg !28
  %109 = add nsw i32 %22, 1684936478, !dbg !29
  %110 = zext i32 %105 to i64, !dbg !30
  %111 = mul nuw i64 %110, 3449720151, !dbg !30
  %112 = lshr i64 %111, 32, !dbg !30
  %113 = trunc nuw i64 %112 to i32, !dbg !30
  %114 = xor i32 %106, %108, !dbg !30
  %115 = xor i32 %114, %113, !dbg !30
  %116 = zext i32 %99 to i64, !dbg !25
  %117 = mul nuw i64 %116, 3528531795, !dbg !25
  %118 = lshr i64 %117, 32, !dbg !25
  %119 = xor i32 %107, %109, !dbg !25
  %120 = mul i32 %105, -845247145, !dbg !31
  %121 = mul i32 %99, -766435501, !dbg !27
  %122 = add i32 %4, 1401181199, !dbg !28
  %123 = add nsw i32 %22, 534103459, !dbg !29
  %124 = zext i32 %119 to i64, !dbg !30
  %125 = xor i64 %118, %124, !dbg !30
  %126 = mul nuw i64 %125, 3449720151, !dbg !30
  %127 = lshr i64 %126, 32, !dbg !30
  %128 = xor i32 %120, %122, !dbg !30
  %129 = zext i32 %115 to i64, !dbg !25
  %130 = mul nuw i64 %129, 3528531795, !dbg !25
  %131 = lshr i64 %130, 32, !dbg !25
  %132 = trunc nuw i64 %131 to i32, !dbg !25
  %133 = xor i32 %121, %123, !dbg !25
  %134 = xor i32 %133, %132, !dbg !25
  %135 = mul i32 %115, -766435501, !dbg !27
  %136 = add nsw i32 %22, -616729560, !dbg !29
  %137 = zext i32 %128 to i64, !dbg !25
  %138 = xor i64 %127, %137, !dbg !25
  %139 = mul nuw i64 %138, 3528531795, !dbg !25
  %140 = lshr i64 %139, 32, !dbg !25
  %141 = xor i32 %135, %136, !dbg !25
  %142 = mul i32 %134, -845247145, !dbg !31
  %143 = add i32 %4, -1879881855, !dbg !28
  %144 = zext i32 %141 to i64, !dbg !30
  %145 = xor i64 %140, %144, !dbg !30
  %146 = mul nuw i64 %145, 3449720151, !dbg !30
  %147 = lshr i64 %146, 32, !dbg !30
  %148 = trunc nuw i64 %147 to i32, !dbg !30
  %149 = xor i32 %142, %143, !dbg !30
  %150 = xor i32 %149, %148, !dbg !30
  %.lobit = ashr i32 %150, 31, !dbg !32
  %151 = xor i32 %.lobit, %150, !dbg !32
  %152 = sitofp i32 %151 to float, !dbg !34
  %153 = fmul nnan float %152, f0x2FFFFFFF, !dbg !34
  %154 = fcmp ogt float %153, %3, !dbg !35
  %155 = fmul float %21, 2.000000e+00, !dbg !36
  %156 = select i1 %154, float %155, float 0.000000e+00, !dbg !37
  %157 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !12
  %158 = and i32 %9, 128, !dbg !12
  %159 = icmp eq i32 %158, 0, !dbg !12
  %160 = and i1 %159, %15, !dbg !12
  %161 = select i1 %160, i32 %17, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %156, ptr addrspace(8) %157, i32 %161, i32 0, i32 0), !dbg !12
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

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
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
!13 = !DILocation(line: 131, column: 12, scope: !4)
!14 = !DILocation(line: 131, column: 39, scope: !4)
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
