; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

; Function Attrs: norecurse nounwind
define amdgpu_kernel void @histogram(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !12
  %8 = and i32 %7, 192, !dbg !11
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %10 = shl i32 %9, 8, !dbg !13
  %11 = and i32 %6, 63, !dbg !12
  %12 = or disjoint i32 %8, %10, !dbg !13
  %13 = or disjoint i32 %12, %11, !dbg !13
  %14 = icmp slt i32 %13, %2, !dbg !14
  br i1 %14, label %15, label %19, !dbg !15

15:                                               ; preds = %5
  %16 = sext i32 %13 to i64
  %17 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %16
  %18 = load <1 x i32>, ptr addrspace(1) %17, align 4, !dbg !15
  br label %19, !dbg !15

19:                                               ; preds = %15, %5
  %20 = phi <1 x i32> [ %18, %15 ], [ zeroinitializer, %5 ], !dbg !15
  %21 = extractelement <1 x i32> %20, i64 0, !dbg !15
  %22 = srem i32 %21, 16, !dbg !15
  %23 = sext i32 %22 to i64, !dbg !16
  %24 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %23, !dbg !16
  fence syncscope("workgroup") release, !dbg !11, !mmra !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !17
  %25 = zext i1 %14 to i32, !dbg !11
  %26 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %25, i32 273, i32 15, i32 15, i1 false), !dbg !11
  %27 = add i32 %26, %25, !dbg !11
  %28 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %25, i32 274, i32 15, i32 15, i1 false), !dbg !11
  %29 = add i32 %27, %28, !dbg !11
  %30 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %25, i32 275, i32 15, i32 15, i1 false), !dbg !11
  %31 = add i32 %29, %30, !dbg !11
  %32 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %31, i32 276, i32 15, i32 14, i1 true), !dbg !11
  %33 = add i32 %31, %32, !dbg !11
  %34 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %33, i32 280, i32 15, i32 12, i1 true), !dbg !11
  %35 = add i32 %33, %34, !dbg !11
  %36 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %35, i32 322, i32 10, i32 15, i1 true), !dbg !11
  %37 = add i32 %35, %36, !dbg !11
  %38 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %37, i32 323, i32 12, i32 15, i1 true), !dbg !11
  %39 = add i32 %37, %38, !dbg !11
  %40 = select i1 %14, i32 %39, i32 0, !dbg !11
  %41 = icmp eq i32 %40, 0, !dbg !11
  %42 = shl i32 %40, 2, !dbg !11
  %43 = add i32 %42, -4, !dbg !11
  %44 = select i1 %41, i32 252, i32 %43, !dbg !11
  %45 = tail call i32 @llvm.amdgcn.ds.permute(i32 %44, i32 1), !dbg !11
  %46 = ptrtoint ptr addrspace(1) %24 to i64, !dbg !11
  %47 = bitcast i64 %46 to <2 x i32>, !dbg !11
  %48 = extractelement <2 x i32> %47, i64 0, !dbg !11
  %49 = tail call i32 @llvm.amdgcn.ds.permute(i32 %44, i32 %48), !dbg !11
  %50 = insertelement <2 x i32> poison, i32 %49, i64 0, !dbg !11
  %51 = extractelement <2 x i32> %47, i64 1, !dbg !11
  %52 = tail call i32 @llvm.amdgcn.ds.permute(i32 %44, i32 %51), !dbg !11
  %53 = insertelement <2 x i32> %50, i32 %52, i64 1, !dbg !11
  %54 = bitcast <2 x i32> %53 to i64, !dbg !11
  %55 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %14), !dbg !11
  %56 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %55), !dbg !11
  %57 = trunc nuw nsw i64 %56 to i32, !dbg !11
  %58 = icmp samesign ult i32 %11, %57, !dbg !11
  br i1 %58, label %59, label %155, !dbg !11

59:                                               ; preds = %19
  %60 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %49, i32 304, i32 15, i32 15, i1 false), !dbg !11
  %61 = insertelement <2 x i32> poison, i32 %60, i64 0, !dbg !11
  %62 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %52, i32 304, i32 15, i32 15, i1 false), !dbg !11
  %63 = insertelement <2 x i32> %61, i32 %62, i64 1, !dbg !11
  %64 = bitcast <2 x i32> %63 to i64, !dbg !11
  %65 = add i64 %54, 4, !dbg !11
  %66 = icmp eq i64 %65, %64, !dbg !11
  %67 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %66), !dbg !11
  %68 = lshr i64 %67, 1, !dbg !11
  %69 = and i64 %68, 6148914691236517205, !dbg !11
  %70 = sub i64 %67, %69, !dbg !11
  %71 = and i64 %70, 3689348814741910323, !dbg !11
  %72 = lshr i64 %70, 2, !dbg !11
  %73 = and i64 %72, 3689348814741910323, !dbg !11
  %74 = add nuw nsw i64 %73, %71, !dbg !11
  %75 = lshr i64 %74, 4, !dbg !11
  %76 = add nuw nsw i64 %75, %74, !dbg !11
  %77 = and i64 %76, 1085102592571150095, !dbg !11
  %78 = mul i64 %77, 72340172838076673, !dbg !11
  %79 = icmp ult i64 %78, 2305843009213693952, !dbg !11
  br i1 %79, label %.preheader, label %150, !dbg !11

.preheader:                                       ; preds = %59, %.preheader
  %80 = phi i32 [ %90, %.preheader ], [ 0, %59 ], !dbg !11
  %81 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %49), !dbg !11
  %82 = insertelement <2 x i32> poison, i32 %81, i64 0, !dbg !11
  %83 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %52), !dbg !11
  %84 = insertelement <2 x i32> %82, i32 %83, i64 1, !dbg !11
  %85 = bitcast <2 x i32> %84 to i64, !dbg !11
  %86 = icmp eq i64 %85, %54, !dbg !11
  %87 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %86), !dbg !11
  %88 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %87), !dbg !11
  %89 = trunc nuw nsw i64 %88 to i32, !dbg !11
  %90 = add i32 %80, %89, !dbg !11
  br i1 %86, label %91, label %.preheader, !dbg !11

91:                                               ; preds = %.preheader
  %92 = lshr i64 %87, 32, !dbg !11
  %93 = trunc nuw i64 %92 to i32, !dbg !11
  %94 = trunc i64 %87 to i32, !dbg !11
  %95 = tail call range(i32 0, 33) i32 @llvm.amdgcn.mbcnt.lo(i32 %94, i32 0), !dbg !11
  %96 = tail call range(i32 0, 65) i32 @llvm.amdgcn.mbcnt.hi(i32 %93, i32 %95), !dbg !11
  %97 = add i32 %96, %80, !dbg !11
  %98 = sub nsw i32 %89, %96, !dbg !11
  %99 = icmp eq i32 %96, 0, !dbg !11
  %100 = shl i32 %97, 2, !dbg !11
  %101 = tail call i32 @llvm.amdgcn.ds.permute(i32 %100, i32 %49), !dbg !11
  %102 = insertelement <2 x i32> poison, i32 %101, i64 0, !dbg !11
  %103 = tail call i32 @llvm.amdgcn.ds.permute(i32 %100, i32 %52), !dbg !11
  %104 = insertelement <2 x i32> %102, i32 %103, i64 1, !dbg !11
  %105 = bitcast <2 x i32> %104 to i64, !dbg !11
  %106 = tail call i32 @llvm.amdgcn.ds.permute(i32 %100, i32 %45), !dbg !11
  %107 = zext i1 %99 to i32, !dbg !11
  %108 = shl nsw i32 %98, 8, !dbg !11
  %109 = or disjoint i32 %108, %107, !dbg !11
  %110 = or i32 %109, %100, !dbg !11
  %111 = tail call i32 @llvm.amdgcn.ds.permute(i32 %100, i32 %110), !dbg !11
  %112 = lshr i32 %111, 8, !dbg !11
  %113 = and i32 %112, 255, !dbg !11
  %114 = and i32 %111, 1, !dbg !11
  %.not = icmp eq i32 %114, 0, !dbg !11
  %115 = icmp ne i32 %113, 1, !dbg !11
  %116 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %115), !dbg !11
  %.not1 = icmp eq i64 %116, 0, !dbg !11
  br i1 %.not1, label %148, label %117, !dbg !11

117:                                              ; preds = %91
  %118 = add i32 %111, 128, !dbg !11
  %119 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %118, i32 %106), !dbg !11
  %120 = icmp samesign ugt i32 %113, 32, !dbg !11
  %121 = select i1 %120, i32 %119, i32 0, !dbg !11
  %122 = add i32 %121, %106, !dbg !11
  %123 = add i32 %111, 64, !dbg !11
  %124 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %123, i32 %122), !dbg !11
  %125 = icmp samesign ugt i32 %113, 16, !dbg !11
  %126 = select i1 %125, i32 %124, i32 0, !dbg !11
  %127 = add i32 %122, %126, !dbg !11
  %128 = add i32 %111, 32, !dbg !11
  %129 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %128, i32 %127), !dbg !11
  %130 = icmp samesign ugt i32 %113, 8, !dbg !11
  %131 = select i1 %130, i32 %129, i32 0, !dbg !11
  %132 = add i32 %127, %131, !dbg !11
  %133 = add i32 %111, 16, !dbg !11
  %134 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %133, i32 %132), !dbg !11
  %135 = icmp samesign ugt i32 %113, 4, !dbg !11
  %136 = select i1 %135, i32 %134, i32 0, !dbg !11
  %137 = add i32 %132, %136, !dbg !11
  %138 = add i32 %111, 8, !dbg !11
  %139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %138, i32 %137), !dbg !11
  %140 = icmp samesign ugt i32 %113, 2, !dbg !11
  %141 = select i1 %140, i32 %139, i32 0, !dbg !11
  %142 = add i32 %137, %141, !dbg !11
  %143 = add i32 %111, 4, !dbg !11
  %144 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %143, i32 %142), !dbg !11
  %145 = icmp samesign ugt i32 %113, 1, !dbg !11
  %146 = select i1 %145, i32 %144, i32 0, !dbg !11
  %147 = add i32 %142, %146, !dbg !11
  br label %148, !dbg !11

148:                                              ; preds = %117, %91
  %149 = phi i32 [ %147, %117 ], [ %106, %91 ], !dbg !11
  br i1 %.not, label %155, label %150, !dbg !11

150:                                              ; preds = %148, %59
  %151 = phi i64 [ %105, %148 ], [ %54, %59 ], !dbg !11
  %152 = phi i32 [ %149, %148 ], [ %45, %59 ], !dbg !11
  %153 = inttoptr i64 %151 to ptr addrspace(1), !dbg !11
  %154 = atomicrmw add ptr addrspace(1) %153, i32 %152 syncscope("agent") acq_rel, align 4, !dbg !11
  br label %155, !dbg !11

155:                                              ; preds = %148, %150, %19
  fence syncscope("workgroup") release, !dbg !11, !mmra !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !17
  ret void, !dbg !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.permute(i32, i32) #4

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #6

attributes #0 = { norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "histogram", linkageName: "histogram", scope: !1, file: !1, line: 79, type: !5, scopeLine: 79, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 83, column: 5, scope: !4)
!12 = !DILocation(line: 80, column: 39, scope: !4)
!13 = !DILocation(line: 80, column: 12, scope: !4)
!14 = !DILocation(line: 81, column: 9, scope: !4)
!15 = !DILocation(line: 82, column: 9, scope: !4)
!16 = !DILocation(line: 83, column: 19, scope: !4)
!17 = !{!"amdgpu-synchronize-as", !"local"}
!18 = !DILocation(line: 79, column: 1, scope: !4)
