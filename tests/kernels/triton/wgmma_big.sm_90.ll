; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_acc(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, ptr addrspace(1) nofree readnone captures(none) %6, ptr addrspace(1) nofree readnone captures(none) %7) local_unnamed_addr #0 !dbg !4 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !14
  %10 = shl i32 %9, 7, !dbg !14
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %12 = lshr i32 %11, 5, !dbg !15
  %13 = and i32 %11, 192, !dbg !15
  %14 = lshr exact i32 %13, 6, !dbg !15
  %15 = and i32 %11, 128, !dbg !15
  %16 = lshr exact i32 %15, 7, !dbg !15
  %17 = or disjoint i32 %16, 2, !dbg !15
  %18 = or disjoint i32 %16, 4, !dbg !15
  %19 = or disjoint i32 %16, 6, !dbg !15
  %20 = insertelement <4 x i32> poison, i32 %16, i64 0, !dbg !15
  %21 = shufflevector <4 x i32> %20, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !15
  %22 = or disjoint <4 x i32> %21, <i32 14, i32 12, i32 10, i32 8>, !dbg !15
  %23 = insertelement <8 x i32> poison, i32 %16, i64 0, !dbg !15
  %24 = shufflevector <8 x i32> %23, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !15
  %25 = or disjoint <8 x i32> %24, <i32 30, i32 28, i32 26, i32 24, i32 22, i32 20, i32 18, i32 16>, !dbg !15
  %26 = insertelement <16 x i32> poison, i32 %16, i64 0, !dbg !15
  %27 = shufflevector <16 x i32> %26, <16 x i32> poison, <16 x i32> zeroinitializer, !dbg !15
  %28 = or disjoint <16 x i32> %27, <i32 62, i32 60, i32 58, i32 56, i32 54, i32 52, i32 50, i32 48, i32 46, i32 44, i32 42, i32 40, i32 38, i32 36, i32 34, i32 32>, !dbg !15
  %29 = and i32 %11, 127, !dbg !15
  %30 = or disjoint i32 %14, %10, !dbg !14
  %31 = or disjoint i32 %30, 4, !dbg !14
  %32 = or disjoint i32 %30, 8, !dbg !14
  %33 = or disjoint i32 %30, 12, !dbg !14
  %34 = or disjoint i32 %30, 16, !dbg !14
  %35 = or disjoint i32 %30, 20, !dbg !14
  %36 = or disjoint i32 %30, 24, !dbg !14
  %37 = or disjoint i32 %30, 28, !dbg !14
  %38 = or disjoint i32 %30, 32, !dbg !14
  %39 = or disjoint i32 %30, 36, !dbg !14
  %40 = or disjoint i32 %30, 40, !dbg !14
  %41 = or disjoint i32 %30, 44, !dbg !14
  %42 = or disjoint i32 %30, 48, !dbg !14
  %43 = or disjoint i32 %30, 52, !dbg !14
  %44 = or disjoint i32 %30, 56, !dbg !14
  %45 = or disjoint i32 %30, 60, !dbg !14
  %46 = or disjoint i32 %30, 64, !dbg !14
  %47 = or disjoint i32 %30, 68, !dbg !14
  %48 = or disjoint i32 %30, 72, !dbg !14
  %49 = or disjoint i32 %30, 76, !dbg !14
  %50 = or disjoint i32 %30, 80, !dbg !14
  %51 = or disjoint i32 %30, 84, !dbg !14
  %52 = or disjoint i32 %30, 88, !dbg !14
  %53 = or disjoint i32 %30, 92, !dbg !14
  %54 = or disjoint i32 %30, 96, !dbg !14
  %55 = or disjoint i32 %30, 100, !dbg !14
  %56 = or disjoint i32 %30, 104, !dbg !14
  %57 = or disjoint i32 %30, 108, !dbg !14
  %58 = or disjoint i32 %30, 112, !dbg !14
  %59 = or disjoint i32 %30, 116, !dbg !14
  %60 = or disjoint i32 %30, 120, !dbg !14
  %61 = or disjoint i32 %30, 124, !dbg !14
  %62 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !16
  %63 = shl nuw nsw i32 %62, 7, !dbg !16
  %64 = or disjoint i32 %63, %29, !dbg !16
  %65 = add i32 %5, 63, !dbg !17
  %66 = icmp slt i32 %30, %3, !dbg !22
  %67 = icmp slt i32 %31, %3, !dbg !22
  %68 = icmp slt i32 %32, %3, !dbg !22
  %69 = icmp slt i32 %33, %3, !dbg !22
  %70 = icmp slt i32 %34, %3, !dbg !22
  %71 = icmp slt i32 %35, %3, !dbg !22
  %72 = icmp slt i32 %36, %3, !dbg !22
  %73 = icmp slt i32 %37, %3, !dbg !22
  %74 = icmp slt i32 %38, %3, !dbg !22
  %75 = icmp slt i32 %39, %3, !dbg !22
  %76 = icmp slt i32 %40, %3, !dbg !22
  %77 = icmp slt i32 %41, %3, !dbg !22
  %78 = icmp slt i32 %42, %3, !dbg !22
  %79 = icmp slt i32 %43, %3, !dbg !22
  %80 = icmp slt i32 %44, %3, !dbg !22
  %81 = icmp slt i32 %45, %3, !dbg !22
  %82 = icmp slt i32 %46, %3, !dbg !22
  %83 = icmp slt i32 %47, %3, !dbg !22
  %84 = icmp slt i32 %48, %3, !dbg !22
  %85 = icmp slt i32 %49, %3, !dbg !22
  %86 = icmp slt i32 %50, %3, !dbg !22
  %87 = icmp slt i32 %51, %3, !dbg !22
  %88 = icmp slt i32 %52, %3, !dbg !22
  %89 = icmp slt i32 %53, %3, !dbg !22
  %90 = icmp slt i32 %54, %3, !dbg !22
  %91 = icmp slt i32 %55, %3, !dbg !22
  %92 = icmp slt i32 %56, %3, !dbg !22
  %93 = icmp slt i32 %57, %3, !dbg !22
  %94 = icmp slt i32 %58, %3, !dbg !22
  %95 = icmp slt i32 %59, %3, !dbg !22
  %96 = icmp slt i32 %60, %3, !dbg !22
  %97 = icmp slt i32 %61, %3, !dbg !22
  %98 = mul i32 %5, %30, !dbg !23
  %99 = mul i32 %5, %31, !dbg !23
  %100 = mul i32 %5, %32, !dbg !23
  %101 = mul i32 %5, %33, !dbg !23
  %102 = mul i32 %5, %34, !dbg !23
  %103 = mul i32 %5, %35, !dbg !23
  %104 = mul i32 %5, %36, !dbg !23
  %105 = mul i32 %5, %37, !dbg !23
  %106 = mul i32 %5, %38, !dbg !23
  %107 = mul i32 %5, %39, !dbg !23
  %108 = mul i32 %5, %40, !dbg !23
  %109 = mul i32 %5, %41, !dbg !23
  %110 = mul i32 %5, %42, !dbg !23
  %111 = mul i32 %5, %43, !dbg !23
  %112 = mul i32 %5, %44, !dbg !23
  %113 = mul i32 %5, %45, !dbg !23
  %114 = mul i32 %5, %46, !dbg !23
  %115 = mul i32 %5, %47, !dbg !23
  %116 = mul i32 %5, %48, !dbg !23
  %117 = mul i32 %5, %49, !dbg !23
  %118 = mul i32 %5, %50, !dbg !23
  %119 = mul i32 %5, %51, !dbg !23
  %120 = mul i32 %5, %52, !dbg !23
  %121 = mul i32 %5, %53, !dbg !23
  %122 = mul i32 %5, %54, !dbg !23
  %123 = mul i32 %5, %55, !dbg !23
  %124 = mul i32 %5, %56, !dbg !23
  %125 = mul i32 %5, %57, !dbg !23
  %126 = mul i32 %5, %58, !dbg !23
  %127 = mul i32 %5, %59, !dbg !23
  %128 = mul i32 %5, %60, !dbg !23
  %129 = mul i32 %5, %61, !dbg !23
  %130 = sext i32 %98 to i64, !dbg !24
  %131 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %130, !dbg !24
  %132 = sext i32 %99 to i64, !dbg !24
  %133 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %132, !dbg !24
  %134 = sext i32 %100 to i64, !dbg !24
  %135 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %134, !dbg !24
  %136 = sext i32 %101 to i64, !dbg !24
  %137 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %136, !dbg !24
  %138 = sext i32 %102 to i64, !dbg !24
  %139 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %138, !dbg !24
  %140 = sext i32 %103 to i64, !dbg !24
  %141 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %140, !dbg !24
  %142 = sext i32 %104 to i64, !dbg !24
  %143 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %142, !dbg !24
  %144 = sext i32 %105 to i64, !dbg !24
  %145 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %144, !dbg !24
  %146 = sext i32 %106 to i64, !dbg !24
  %147 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %146, !dbg !24
  %148 = sext i32 %107 to i64, !dbg !24
  %149 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %148, !dbg !24
  %150 = sext i32 %108 to i64, !dbg !24
  %151 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %150, !dbg !24
  %152 = sext i32 %109 to i64, !dbg !24
  %153 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %152, !dbg !24
  %154 = sext i32 %110 to i64, !dbg !24
  %155 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %154, !dbg !24
  %156 = sext i32 %111 to i64, !dbg !24
  %157 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %156, !dbg !24
  %158 = sext i32 %112 to i64, !dbg !24
  %159 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %158, !dbg !24
  %160 = sext i32 %113 to i64, !dbg !24
  %161 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %160, !dbg !24
  %162 = sext i32 %114 to i64, !dbg !24
  %163 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %162, !dbg !24
  %164 = sext i32 %115 to i64, !dbg !24
  %165 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %164, !dbg !24
  %166 = sext i32 %116 to i64, !dbg !24
  %167 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %166, !dbg !24
  %168 = sext i32 %117 to i64, !dbg !24
  %169 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %168, !dbg !24
  %170 = sext i32 %118 to i64, !dbg !24
  %171 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %170, !dbg !24
  %172 = sext i32 %119 to i64, !dbg !24
  %173 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %172, !dbg !24
  %174 = sext i32 %120 to i64, !dbg !24
  %175 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %174, !dbg !24
  %176 = sext i32 %121 to i64, !dbg !24
  %177 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %176, !dbg !24
  %178 = sext i32 %122 to i64, !dbg !24
  %179 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %178, !dbg !24
  %180 = sext i32 %123 to i64, !dbg !24
  %181 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %180, !dbg !24
  %182 = sext i32 %124 to i64, !dbg !24
  %183 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %182, !dbg !24
  %184 = sext i32 %125 to i64, !dbg !24
  %185 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %184, !dbg !24
  %186 = sext i32 %126 to i64, !dbg !24
  %187 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %186, !dbg !24
  %188 = sext i32 %127 to i64, !dbg !24
  %189 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %188, !dbg !24
  %190 = sext i32 %128 to i64, !dbg !24
  %191 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %190, !dbg !24
  %192 = sext i32 %129 to i64, !dbg !24
  %193 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %192, !dbg !24
  %194 = icmp slt i32 %64, %4, !dbg !25
  %195 = icmp sgt i32 %65, 63, !dbg !26
  %196 = shl nuw nsw i32 %11, 1
  br i1 %195, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !26

.._crit_edge_crit_edge:                           ; preds = %8
  %.pre = zext nneg i32 %64 to i64, !dbg !27
  %.pre190 = shl nuw nsw i32 %11, 7, !dbg !28
  br label %._crit_edge, !dbg !26

.lr.ph:                                           ; preds = %8
  %197 = lshr i32 %65, 6, !dbg !29
  %198 = and i32 %11, 63, !dbg !30
  %199 = and i32 %196, 510
  %200 = lshr exact i32 %13, 2
  %201 = xor i32 %199, %200
  %202 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %201
  %203 = getelementptr inbounds nuw i8, ptr addrspace(3) %202, i32 1024
  %204 = getelementptr inbounds nuw i8, ptr addrspace(3) %202, i32 2048
  %205 = getelementptr inbounds nuw i8, ptr addrspace(3) %202, i32 3072
  %206 = getelementptr inbounds nuw i8, ptr addrspace(3) %202, i32 4096
  %207 = getelementptr inbounds nuw i8, ptr addrspace(3) %202, i32 5120
  %208 = getelementptr inbounds nuw i8, ptr addrspace(3) %202, i32 6144
  %209 = getelementptr inbounds nuw i8, ptr addrspace(3) %202, i32 7168
  %210 = getelementptr inbounds nuw i8, ptr addrspace(3) %202, i32 8192
  %211 = getelementptr inbounds nuw i8, ptr addrspace(3) %202, i32 9216
  %212 = getelementptr inbounds nuw i8, ptr addrspace(3) %202, i32 10240
  %213 = getelementptr inbounds nuw i8, ptr addrspace(3) %202, i32 11264
  %214 = getelementptr inbounds nuw i8, ptr addrspace(3) %202, i32 12288
  %215 = getelementptr inbounds nuw i8, ptr addrspace(3) %202, i32 13312
  %216 = getelementptr inbounds nuw i8, ptr addrspace(3) %202, i32 14336
  %217 = getelementptr inbounds nuw i8, ptr addrspace(3) %202, i32 15360
  %218 = xor i32 %201, 576
  %219 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %218
  %220 = getelementptr inbounds nuw i8, ptr addrspace(3) %219, i32 1024
  %221 = getelementptr inbounds nuw i8, ptr addrspace(3) %219, i32 2048
  %222 = getelementptr inbounds nuw i8, ptr addrspace(3) %219, i32 3072
  %223 = getelementptr inbounds nuw i8, ptr addrspace(3) %219, i32 4096
  %224 = getelementptr inbounds nuw i8, ptr addrspace(3) %219, i32 5120
  %225 = getelementptr inbounds nuw i8, ptr addrspace(3) %219, i32 6144
  %226 = getelementptr inbounds nuw i8, ptr addrspace(3) %219, i32 7168
  %227 = getelementptr inbounds nuw i8, ptr addrspace(3) %219, i32 8192
  %228 = getelementptr inbounds nuw i8, ptr addrspace(3) %219, i32 9216
  %229 = getelementptr inbounds nuw i8, ptr addrspace(3) %219, i32 10240
  %230 = getelementptr inbounds nuw i8, ptr addrspace(3) %219, i32 11264
  %231 = getelementptr inbounds nuw i8, ptr addrspace(3) %219, i32 12288
  %232 = getelementptr inbounds nuw i8, ptr addrspace(3) %219, i32 13312
  %233 = getelementptr inbounds nuw i8, ptr addrspace(3) %219, i32 14336
  %234 = getelementptr inbounds nuw i8, ptr addrspace(3) %219, i32 15360
  %235 = zext nneg i32 %64 to i64
  %invariant.gep = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %235, !dbg !26
  %236 = shl nuw nsw i32 %198, 1
  %237 = shl nuw nsw i32 %11, 7
  %238 = and i32 %237, 8192
  %239 = icmp eq i32 %15, 0
  %240 = select i1 %239, i32 0, i32 144
  %241 = xor i32 %240, %236
  %242 = or disjoint i32 %241, %238
  %243 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %242
  %244 = getelementptr inbounds nuw i8, ptr addrspace(3) %243, i32 1024
  %245 = getelementptr inbounds nuw i8, ptr addrspace(3) %243, i32 2048
  %246 = getelementptr inbounds nuw i8, ptr addrspace(3) %243, i32 3072
  %247 = getelementptr inbounds nuw i8, ptr addrspace(3) %243, i32 4096
  %248 = getelementptr inbounds nuw i8, ptr addrspace(3) %243, i32 5120
  %249 = getelementptr inbounds nuw i8, ptr addrspace(3) %243, i32 6144
  %250 = getelementptr inbounds nuw i8, ptr addrspace(3) %243, i32 7168
  %251 = xor i32 %242, 288
  %252 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %251
  %253 = getelementptr inbounds nuw i8, ptr addrspace(3) %252, i32 1024
  %254 = getelementptr inbounds nuw i8, ptr addrspace(3) %252, i32 2048
  %255 = getelementptr inbounds nuw i8, ptr addrspace(3) %252, i32 3072
  %256 = getelementptr inbounds nuw i8, ptr addrspace(3) %252, i32 4096
  %257 = getelementptr inbounds nuw i8, ptr addrspace(3) %252, i32 5120
  %258 = getelementptr inbounds nuw i8, ptr addrspace(3) %252, i32 6144
  %259 = getelementptr inbounds nuw i8, ptr addrspace(3) %252, i32 7168
  %260 = xor i32 %242, 576
  %261 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %260
  %262 = getelementptr inbounds nuw i8, ptr addrspace(3) %261, i32 1024
  %263 = getelementptr inbounds nuw i8, ptr addrspace(3) %261, i32 2048
  %264 = getelementptr inbounds nuw i8, ptr addrspace(3) %261, i32 3072
  %265 = getelementptr inbounds nuw i8, ptr addrspace(3) %261, i32 4096
  %266 = getelementptr inbounds nuw i8, ptr addrspace(3) %261, i32 5120
  %267 = getelementptr inbounds nuw i8, ptr addrspace(3) %261, i32 6144
  %268 = getelementptr inbounds nuw i8, ptr addrspace(3) %261, i32 7168
  %269 = xor i32 %242, 864
  %270 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %269
  %271 = getelementptr inbounds nuw i8, ptr addrspace(3) %270, i32 1024
  %272 = getelementptr inbounds nuw i8, ptr addrspace(3) %270, i32 2048
  %273 = getelementptr inbounds nuw i8, ptr addrspace(3) %270, i32 3072
  %274 = getelementptr inbounds nuw i8, ptr addrspace(3) %270, i32 4096
  %275 = getelementptr inbounds nuw i8, ptr addrspace(3) %270, i32 5120
  %276 = getelementptr inbounds nuw i8, ptr addrspace(3) %270, i32 6144
  %277 = getelementptr inbounds nuw i8, ptr addrspace(3) %270, i32 7168
  %278 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %279 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384) to i32), 4
  %280 = and i32 %279, 32767
  %281 = or disjoint i32 %280, 33554432
  %282 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %281, i64 0
  %283 = bitcast <2 x i32> %282 to i64
  %284 = add nuw nsw i32 %280, 33554560
  %285 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %284, i64 0
  %286 = bitcast <2 x i32> %285 to i64
  %287 = add nuw nsw i32 %280, 33554688
  %288 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %287, i64 0
  %289 = bitcast <2 x i32> %288 to i64
  %290 = add nuw nsw i32 %280, 33554816
  %291 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %290, i64 0
  %292 = bitcast <2 x i32> %291 to i64
  %293 = zext nneg i32 %5 to i64, !dbg !26
  %294 = insertelement <32 x i32> poison, i32 %19, i64 28, !dbg !26
  %295 = insertelement <32 x i32> %294, i32 %18, i64 29, !dbg !26
  %296 = insertelement <32 x i32> %295, i32 %17, i64 30, !dbg !26
  %297 = insertelement <32 x i32> %296, i32 %16, i64 31, !dbg !26
  %298 = shufflevector <16 x i32> %28, <16 x i32> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !26
  %299 = shufflevector <32 x i32> %298, <32 x i32> %297, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63>, !dbg !26
  %300 = shufflevector <8 x i32> %25, <8 x i32> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !26
  %301 = shufflevector <32 x i32> %299, <32 x i32> %300, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31>, !dbg !26
  %302 = shufflevector <4 x i32> %22, <4 x i32> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !26
  %303 = shufflevector <32 x i32> %301, <32 x i32> %302, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 32, i32 33, i32 34, i32 35, i32 28, i32 29, i32 30, i32 31>, !dbg !26
  %304 = zext <32 x i32> %303 to <32 x i64>, !dbg !26
  %305 = zext nneg i32 %198 to i64, !dbg !26
  %wide.trip.count = zext nneg i32 %197 to i64, !dbg !26
  %306 = insertelement <32 x i32> poison, i32 %5, i64 0, !dbg !31
  %307 = shufflevector <32 x i32> %306, <32 x i32> poison, <32 x i32> zeroinitializer, !dbg !31
  %308 = zext nneg <32 x i32> %307 to <32 x i64>
  br label %309, !dbg !26

309:                                              ; preds = %.lr.ph, %309
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next, %309 ]
  %310 = phi float [ 0.000000e+00, %.lr.ph ], [ %1042, %309 ]
  %311 = phi float [ 0.000000e+00, %.lr.ph ], [ %1043, %309 ]
  %312 = phi float [ 0.000000e+00, %.lr.ph ], [ %1044, %309 ]
  %313 = phi float [ 0.000000e+00, %.lr.ph ], [ %1045, %309 ]
  %314 = phi float [ 0.000000e+00, %.lr.ph ], [ %1046, %309 ]
  %315 = phi float [ 0.000000e+00, %.lr.ph ], [ %1047, %309 ]
  %316 = phi float [ 0.000000e+00, %.lr.ph ], [ %1048, %309 ]
  %317 = phi float [ 0.000000e+00, %.lr.ph ], [ %1049, %309 ]
  %318 = phi float [ 0.000000e+00, %.lr.ph ], [ %1050, %309 ]
  %319 = phi float [ 0.000000e+00, %.lr.ph ], [ %1051, %309 ]
  %320 = phi float [ 0.000000e+00, %.lr.ph ], [ %1052, %309 ]
  %321 = phi float [ 0.000000e+00, %.lr.ph ], [ %1053, %309 ]
  %322 = phi float [ 0.000000e+00, %.lr.ph ], [ %1054, %309 ]
  %323 = phi float [ 0.000000e+00, %.lr.ph ], [ %1055, %309 ]
  %324 = phi float [ 0.000000e+00, %.lr.ph ], [ %1056, %309 ]
  %325 = phi float [ 0.000000e+00, %.lr.ph ], [ %1057, %309 ]
  %326 = phi float [ 0.000000e+00, %.lr.ph ], [ %1058, %309 ]
  %327 = phi float [ 0.000000e+00, %.lr.ph ], [ %1059, %309 ]
  %328 = phi float [ 0.000000e+00, %.lr.ph ], [ %1060, %309 ]
  %329 = phi float [ 0.000000e+00, %.lr.ph ], [ %1061, %309 ]
  %330 = phi float [ 0.000000e+00, %.lr.ph ], [ %1062, %309 ]
  %331 = phi float [ 0.000000e+00, %.lr.ph ], [ %1063, %309 ]
  %332 = phi float [ 0.000000e+00, %.lr.ph ], [ %1064, %309 ]
  %333 = phi float [ 0.000000e+00, %.lr.ph ], [ %1065, %309 ]
  %334 = phi float [ 0.000000e+00, %.lr.ph ], [ %1066, %309 ]
  %335 = phi float [ 0.000000e+00, %.lr.ph ], [ %1067, %309 ]
  %336 = phi float [ 0.000000e+00, %.lr.ph ], [ %1068, %309 ]
  %337 = phi float [ 0.000000e+00, %.lr.ph ], [ %1069, %309 ]
  %338 = phi float [ 0.000000e+00, %.lr.ph ], [ %1070, %309 ]
  %339 = phi float [ 0.000000e+00, %.lr.ph ], [ %1071, %309 ]
  %340 = phi float [ 0.000000e+00, %.lr.ph ], [ %1072, %309 ]
  %341 = phi float [ 0.000000e+00, %.lr.ph ], [ %1073, %309 ]
  %342 = phi float [ 0.000000e+00, %.lr.ph ], [ %1074, %309 ]
  %343 = phi float [ 0.000000e+00, %.lr.ph ], [ %1075, %309 ]
  %344 = phi float [ 0.000000e+00, %.lr.ph ], [ %1076, %309 ]
  %345 = phi float [ 0.000000e+00, %.lr.ph ], [ %1077, %309 ]
  %346 = phi float [ 0.000000e+00, %.lr.ph ], [ %1078, %309 ]
  %347 = phi float [ 0.000000e+00, %.lr.ph ], [ %1079, %309 ]
  %348 = phi float [ 0.000000e+00, %.lr.ph ], [ %1080, %309 ]
  %349 = phi float [ 0.000000e+00, %.lr.ph ], [ %1081, %309 ]
  %350 = phi float [ 0.000000e+00, %.lr.ph ], [ %1082, %309 ]
  %351 = phi float [ 0.000000e+00, %.lr.ph ], [ %1083, %309 ]
  %352 = phi float [ 0.000000e+00, %.lr.ph ], [ %1084, %309 ]
  %353 = phi float [ 0.000000e+00, %.lr.ph ], [ %1085, %309 ]
  %354 = phi float [ 0.000000e+00, %.lr.ph ], [ %1086, %309 ]
  %355 = phi float [ 0.000000e+00, %.lr.ph ], [ %1087, %309 ]
  %356 = phi float [ 0.000000e+00, %.lr.ph ], [ %1088, %309 ]
  %357 = phi float [ 0.000000e+00, %.lr.ph ], [ %1089, %309 ]
  %358 = phi float [ 0.000000e+00, %.lr.ph ], [ %1090, %309 ]
  %359 = phi float [ 0.000000e+00, %.lr.ph ], [ %1091, %309 ]
  %360 = phi float [ 0.000000e+00, %.lr.ph ], [ %1092, %309 ]
  %361 = phi float [ 0.000000e+00, %.lr.ph ], [ %1093, %309 ]
  %362 = phi float [ 0.000000e+00, %.lr.ph ], [ %1094, %309 ]
  %363 = phi float [ 0.000000e+00, %.lr.ph ], [ %1095, %309 ]
  %364 = phi float [ 0.000000e+00, %.lr.ph ], [ %1096, %309 ]
  %365 = phi float [ 0.000000e+00, %.lr.ph ], [ %1097, %309 ]
  %366 = phi float [ 0.000000e+00, %.lr.ph ], [ %1098, %309 ]
  %367 = phi float [ 0.000000e+00, %.lr.ph ], [ %1099, %309 ]
  %368 = phi float [ 0.000000e+00, %.lr.ph ], [ %1100, %309 ]
  %369 = phi float [ 0.000000e+00, %.lr.ph ], [ %1101, %309 ]
  %370 = phi float [ 0.000000e+00, %.lr.ph ], [ %1102, %309 ]
  %371 = phi float [ 0.000000e+00, %.lr.ph ], [ %1103, %309 ]
  %372 = phi float [ 0.000000e+00, %.lr.ph ], [ %1104, %309 ]
  %373 = phi float [ 0.000000e+00, %.lr.ph ], [ %1105, %309 ]
  %374 = shl nuw nsw i64 %indvars.iv, 6, !dbg !32
  %375 = or disjoint i64 %374, %305, !dbg !32
  %376 = icmp samesign ult i64 %375, %293, !dbg !33
  %377 = and i1 %66, %376, !dbg !34
  %378 = and i1 %67, %376, !dbg !34
  %379 = and i1 %68, %376, !dbg !34
  %380 = and i1 %69, %376, !dbg !34
  %381 = and i1 %70, %376, !dbg !34
  %382 = and i1 %71, %376, !dbg !34
  %383 = and i1 %72, %376, !dbg !34
  %384 = and i1 %73, %376, !dbg !34
  %385 = and i1 %74, %376, !dbg !34
  %386 = and i1 %75, %376, !dbg !34
  %387 = and i1 %76, %376, !dbg !34
  %388 = and i1 %77, %376, !dbg !34
  %389 = and i1 %78, %376, !dbg !34
  %390 = and i1 %79, %376, !dbg !34
  %391 = and i1 %80, %376, !dbg !34
  %392 = and i1 %81, %376, !dbg !34
  %393 = and i1 %82, %376, !dbg !34
  %394 = and i1 %83, %376, !dbg !34
  %395 = and i1 %84, %376, !dbg !34
  %396 = and i1 %85, %376, !dbg !34
  %397 = and i1 %86, %376, !dbg !34
  %398 = and i1 %87, %376, !dbg !34
  %399 = and i1 %88, %376, !dbg !34
  %400 = and i1 %89, %376, !dbg !34
  %401 = and i1 %90, %376, !dbg !34
  %402 = and i1 %91, %376, !dbg !34
  %403 = and i1 %92, %376, !dbg !34
  %404 = and i1 %93, %376, !dbg !34
  %405 = and i1 %94, %376, !dbg !34
  %406 = and i1 %95, %376, !dbg !34
  %407 = and i1 %96, %376, !dbg !34
  %408 = and i1 %97, %376, !dbg !34
  %409 = getelementptr [2 x i8], ptr addrspace(1) %131, i64 %375, !dbg !24
  %410 = getelementptr [2 x i8], ptr addrspace(1) %133, i64 %375, !dbg !24
  %411 = getelementptr [2 x i8], ptr addrspace(1) %135, i64 %375, !dbg !24
  %412 = getelementptr [2 x i8], ptr addrspace(1) %137, i64 %375, !dbg !24
  %413 = getelementptr [2 x i8], ptr addrspace(1) %139, i64 %375, !dbg !24
  %414 = getelementptr [2 x i8], ptr addrspace(1) %141, i64 %375, !dbg !24
  %415 = getelementptr [2 x i8], ptr addrspace(1) %143, i64 %375, !dbg !24
  %416 = getelementptr [2 x i8], ptr addrspace(1) %145, i64 %375, !dbg !24
  %417 = getelementptr [2 x i8], ptr addrspace(1) %147, i64 %375, !dbg !24
  %418 = getelementptr [2 x i8], ptr addrspace(1) %149, i64 %375, !dbg !24
  %419 = getelementptr [2 x i8], ptr addrspace(1) %151, i64 %375, !dbg !24
  %420 = getelementptr [2 x i8], ptr addrspace(1) %153, i64 %375, !dbg !24
  %421 = getelementptr [2 x i8], ptr addrspace(1) %155, i64 %375, !dbg !24
  %422 = getelementptr [2 x i8], ptr addrspace(1) %157, i64 %375, !dbg !24
  %423 = getelementptr [2 x i8], ptr addrspace(1) %159, i64 %375, !dbg !24
  %424 = getelementptr [2 x i8], ptr addrspace(1) %161, i64 %375, !dbg !24
  %425 = getelementptr [2 x i8], ptr addrspace(1) %163, i64 %375, !dbg !24
  %426 = getelementptr [2 x i8], ptr addrspace(1) %165, i64 %375, !dbg !24
  %427 = getelementptr [2 x i8], ptr addrspace(1) %167, i64 %375, !dbg !24
  %428 = getelementptr [2 x i8], ptr addrspace(1) %169, i64 %375, !dbg !24
  %429 = getelementptr [2 x i8], ptr addrspace(1) %171, i64 %375, !dbg !24
  %430 = getelementptr [2 x i8], ptr addrspace(1) %173, i64 %375, !dbg !24
  %431 = getelementptr [2 x i8], ptr addrspace(1) %175, i64 %375, !dbg !24
  %432 = getelementptr [2 x i8], ptr addrspace(1) %177, i64 %375, !dbg !24
  %433 = getelementptr [2 x i8], ptr addrspace(1) %179, i64 %375, !dbg !24
  %434 = getelementptr [2 x i8], ptr addrspace(1) %181, i64 %375, !dbg !24
  %435 = getelementptr [2 x i8], ptr addrspace(1) %183, i64 %375, !dbg !24
  %436 = getelementptr [2 x i8], ptr addrspace(1) %185, i64 %375, !dbg !24
  %437 = getelementptr [2 x i8], ptr addrspace(1) %187, i64 %375, !dbg !24
  %438 = getelementptr [2 x i8], ptr addrspace(1) %189, i64 %375, !dbg !24
  %439 = getelementptr [2 x i8], ptr addrspace(1) %191, i64 %375, !dbg !24
  %440 = getelementptr [2 x i8], ptr addrspace(1) %193, i64 %375, !dbg !24
  %441 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %409, i1 %377) #7, !dbg !35
  %442 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %410, i1 %378) #7, !dbg !35
  %443 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %411, i1 %379) #7, !dbg !35
  %444 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %412, i1 %380) #7, !dbg !35
  %445 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %413, i1 %381) #7, !dbg !35
  %446 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %414, i1 %382) #7, !dbg !35
  %447 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %415, i1 %383) #7, !dbg !35
  %448 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %416, i1 %384) #7, !dbg !35
  %449 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %417, i1 %385) #7, !dbg !35
  %450 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %418, i1 %386) #7, !dbg !35
  %451 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %419, i1 %387) #7, !dbg !35
  %452 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %420, i1 %388) #7, !dbg !35
  %453 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %421, i1 %389) #7, !dbg !35
  %454 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %422, i1 %390) #7, !dbg !35
  %455 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %423, i1 %391) #7, !dbg !35
  %456 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %424, i1 %392) #7, !dbg !35
  %457 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %425, i1 %393) #7, !dbg !35
  %458 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %426, i1 %394) #7, !dbg !35
  %459 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %427, i1 %395) #7, !dbg !35
  %460 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %428, i1 %396) #7, !dbg !35
  %461 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %429, i1 %397) #7, !dbg !35
  %462 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %430, i1 %398) #7, !dbg !35
  %463 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %431, i1 %399) #7, !dbg !35
  %464 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %432, i1 %400) #7, !dbg !35
  %465 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %433, i1 %401) #7, !dbg !35
  %466 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %434, i1 %402) #7, !dbg !35
  %467 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %435, i1 %403) #7, !dbg !35
  %468 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %436, i1 %404) #7, !dbg !35
  %469 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %437, i1 %405) #7, !dbg !35
  %470 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %438, i1 %406) #7, !dbg !35
  %471 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %439, i1 %407) #7, !dbg !35
  %472 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %440, i1 %408) #7, !dbg !35
  %473 = insertelement <1 x i16> poison, i16 %441, i64 0, !dbg !35
  store <1 x i16> %473, ptr addrspace(3) %202, align 2, !dbg !35
  %474 = insertelement <1 x i16> poison, i16 %443, i64 0, !dbg !35
  store <1 x i16> %474, ptr addrspace(3) %203, align 2, !dbg !35
  %475 = insertelement <1 x i16> poison, i16 %445, i64 0, !dbg !35
  store <1 x i16> %475, ptr addrspace(3) %204, align 2, !dbg !35
  %476 = insertelement <1 x i16> poison, i16 %447, i64 0, !dbg !35
  store <1 x i16> %476, ptr addrspace(3) %205, align 2, !dbg !35
  %477 = insertelement <1 x i16> poison, i16 %449, i64 0, !dbg !35
  store <1 x i16> %477, ptr addrspace(3) %206, align 2, !dbg !35
  %478 = insertelement <1 x i16> poison, i16 %451, i64 0, !dbg !35
  store <1 x i16> %478, ptr addrspace(3) %207, align 2, !dbg !35
  %479 = insertelement <1 x i16> poison, i16 %453, i64 0, !dbg !35
  store <1 x i16> %479, ptr addrspace(3) %208, align 2, !dbg !35
  %480 = insertelement <1 x i16> poison, i16 %455, i64 0, !dbg !35
  store <1 x i16> %480, ptr addrspace(3) %209, align 2, !dbg !35
  %481 = insertelement <1 x i16> poison, i16 %457, i64 0, !dbg !35
  store <1 x i16> %481, ptr addrspace(3) %210, align 2, !dbg !35
  %482 = insertelement <1 x i16> poison, i16 %459, i64 0, !dbg !35
  store <1 x i16> %482, ptr addrspace(3) %211, align 2, !dbg !35
  %483 = insertelement <1 x i16> poison, i16 %461, i64 0, !dbg !35
  store <1 x i16> %483, ptr addrspace(3) %212, align 2, !dbg !35
  %484 = insertelement <1 x i16> poison, i16 %463, i64 0, !dbg !35
  store <1 x i16> %484, ptr addrspace(3) %213, align 2, !dbg !35
  %485 = insertelement <1 x i16> poison, i16 %465, i64 0, !dbg !35
  store <1 x i16> %485, ptr addrspace(3) %214, align 2, !dbg !35
  %486 = insertelement <1 x i16> poison, i16 %467, i64 0, !dbg !35
  store <1 x i16> %486, ptr addrspace(3) %215, align 2, !dbg !35
  %487 = insertelement <1 x i16> poison, i16 %469, i64 0, !dbg !35
  store <1 x i16> %487, ptr addrspace(3) %216, align 2, !dbg !35
  %488 = insertelement <1 x i16> poison, i16 %471, i64 0, !dbg !35
  store <1 x i16> %488, ptr addrspace(3) %217, align 2, !dbg !35
  %489 = insertelement <1 x i16> poison, i16 %442, i64 0, !dbg !35
  store <1 x i16> %489, ptr addrspace(3) %219, align 2, !dbg !35
  %490 = insertelement <1 x i16> poison, i16 %444, i64 0, !dbg !35
  store <1 x i16> %490, ptr addrspace(3) %220, align 2, !dbg !35
  %491 = insertelement <1 x i16> poison, i16 %446, i64 0, !dbg !35
  store <1 x i16> %491, ptr addrspace(3) %221, align 2, !dbg !35
  %492 = insertelement <1 x i16> poison, i16 %448, i64 0, !dbg !35
  store <1 x i16> %492, ptr addrspace(3) %222, align 2, !dbg !35
  %493 = insertelement <1 x i16> poison, i16 %450, i64 0, !dbg !35
  store <1 x i16> %493, ptr addrspace(3) %223, align 2, !dbg !35
  %494 = insertelement <1 x i16> poison, i16 %452, i64 0, !dbg !35
  store <1 x i16> %494, ptr addrspace(3) %224, align 2, !dbg !35
  %495 = insertelement <1 x i16> poison, i16 %454, i64 0, !dbg !35
  store <1 x i16> %495, ptr addrspace(3) %225, align 2, !dbg !35
  %496 = insertelement <1 x i16> poison, i16 %456, i64 0, !dbg !35
  store <1 x i16> %496, ptr addrspace(3) %226, align 2, !dbg !35
  %497 = insertelement <1 x i16> poison, i16 %458, i64 0, !dbg !35
  store <1 x i16> %497, ptr addrspace(3) %227, align 2, !dbg !35
  %498 = insertelement <1 x i16> poison, i16 %460, i64 0, !dbg !35
  store <1 x i16> %498, ptr addrspace(3) %228, align 2, !dbg !35
  %499 = insertelement <1 x i16> poison, i16 %462, i64 0, !dbg !35
  store <1 x i16> %499, ptr addrspace(3) %229, align 2, !dbg !35
  %500 = insertelement <1 x i16> poison, i16 %464, i64 0, !dbg !35
  store <1 x i16> %500, ptr addrspace(3) %230, align 2, !dbg !35
  %501 = insertelement <1 x i16> poison, i16 %466, i64 0, !dbg !35
  store <1 x i16> %501, ptr addrspace(3) %231, align 2, !dbg !35
  %502 = insertelement <1 x i16> poison, i16 %468, i64 0, !dbg !35
  store <1 x i16> %502, ptr addrspace(3) %232, align 2, !dbg !35
  %503 = insertelement <1 x i16> poison, i16 %470, i64 0, !dbg !35
  store <1 x i16> %503, ptr addrspace(3) %233, align 2, !dbg !35
  %504 = insertelement <1 x i16> poison, i16 %472, i64 0, !dbg !35
  store <1 x i16> %504, ptr addrspace(3) %234, align 2, !dbg !35
  %505 = insertelement <32 x i64> poison, i64 %374, i64 0, !dbg !32
  %506 = shufflevector <32 x i64> %505, <32 x i64> poison, <32 x i32> zeroinitializer, !dbg !32
  %507 = or disjoint <32 x i64> %506, %304, !dbg !32
  %508 = icmp samesign ult <32 x i64> %507, %308, !dbg !31
  %509 = extractelement <32 x i1> %508, i64 31, !dbg !36
  %510 = and i1 %194, %509, !dbg !36
  %511 = extractelement <32 x i1> %508, i64 30, !dbg !36
  %512 = and i1 %194, %511, !dbg !36
  %513 = extractelement <32 x i1> %508, i64 29, !dbg !36
  %514 = and i1 %194, %513, !dbg !36
  %515 = extractelement <32 x i1> %508, i64 28, !dbg !36
  %516 = and i1 %194, %515, !dbg !36
  %517 = extractelement <32 x i1> %508, i64 27, !dbg !36
  %518 = and i1 %194, %517, !dbg !36
  %519 = extractelement <32 x i1> %508, i64 26, !dbg !36
  %520 = and i1 %194, %519, !dbg !36
  %521 = extractelement <32 x i1> %508, i64 25, !dbg !36
  %522 = and i1 %194, %521, !dbg !36
  %523 = extractelement <32 x i1> %508, i64 24, !dbg !36
  %524 = and i1 %194, %523, !dbg !36
  %525 = extractelement <32 x i1> %508, i64 23, !dbg !36
  %526 = and i1 %194, %525, !dbg !36
  %527 = extractelement <32 x i1> %508, i64 22, !dbg !36
  %528 = and i1 %194, %527, !dbg !36
  %529 = extractelement <32 x i1> %508, i64 21, !dbg !36
  %530 = and i1 %194, %529, !dbg !36
  %531 = extractelement <32 x i1> %508, i64 20, !dbg !36
  %532 = and i1 %194, %531, !dbg !36
  %533 = extractelement <32 x i1> %508, i64 19, !dbg !36
  %534 = and i1 %194, %533, !dbg !36
  %535 = extractelement <32 x i1> %508, i64 18, !dbg !36
  %536 = and i1 %194, %535, !dbg !36
  %537 = extractelement <32 x i1> %508, i64 17, !dbg !36
  %538 = and i1 %194, %537, !dbg !36
  %539 = extractelement <32 x i1> %508, i64 16, !dbg !36
  %540 = and i1 %194, %539, !dbg !36
  %541 = extractelement <32 x i1> %508, i64 15, !dbg !36
  %542 = and i1 %194, %541, !dbg !36
  %543 = extractelement <32 x i1> %508, i64 14, !dbg !36
  %544 = and i1 %194, %543, !dbg !36
  %545 = extractelement <32 x i1> %508, i64 13, !dbg !36
  %546 = and i1 %194, %545, !dbg !36
  %547 = extractelement <32 x i1> %508, i64 12, !dbg !36
  %548 = and i1 %194, %547, !dbg !36
  %549 = extractelement <32 x i1> %508, i64 11, !dbg !36
  %550 = and i1 %194, %549, !dbg !36
  %551 = extractelement <32 x i1> %508, i64 10, !dbg !36
  %552 = and i1 %194, %551, !dbg !36
  %553 = extractelement <32 x i1> %508, i64 9, !dbg !36
  %554 = and i1 %194, %553, !dbg !36
  %555 = extractelement <32 x i1> %508, i64 8, !dbg !36
  %556 = and i1 %194, %555, !dbg !36
  %557 = extractelement <32 x i1> %508, i64 7, !dbg !36
  %558 = and i1 %194, %557, !dbg !36
  %559 = extractelement <32 x i1> %508, i64 6, !dbg !36
  %560 = and i1 %194, %559, !dbg !36
  %561 = extractelement <32 x i1> %508, i64 5, !dbg !36
  %562 = and i1 %194, %561, !dbg !36
  %563 = extractelement <32 x i1> %508, i64 4, !dbg !36
  %564 = and i1 %194, %563, !dbg !36
  %565 = extractelement <32 x i1> %508, i64 3, !dbg !36
  %566 = and i1 %194, %565, !dbg !36
  %567 = extractelement <32 x i1> %508, i64 2, !dbg !36
  %568 = and i1 %194, %567, !dbg !36
  %569 = extractelement <32 x i1> %508, i64 1, !dbg !36
  %570 = and i1 %194, %569, !dbg !36
  %571 = extractelement <32 x i1> %508, i64 0, !dbg !36
  %572 = and i1 %194, %571, !dbg !36
  %573 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %574 = extractelement <64 x i32> %573, i64 62, !dbg !37
  %575 = mul i32 %4, %574, !dbg !37
  %576 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %577 = extractelement <64 x i32> %576, i64 60, !dbg !37
  %578 = mul i32 %4, %577, !dbg !37
  %579 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %580 = extractelement <64 x i32> %579, i64 58, !dbg !37
  %581 = mul i32 %4, %580, !dbg !37
  %582 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %583 = extractelement <64 x i32> %582, i64 56, !dbg !37
  %584 = mul i32 %4, %583, !dbg !37
  %585 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %586 = extractelement <64 x i32> %585, i64 54, !dbg !37
  %587 = mul i32 %4, %586, !dbg !37
  %588 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %589 = extractelement <64 x i32> %588, i64 52, !dbg !37
  %590 = mul i32 %4, %589, !dbg !37
  %591 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %592 = extractelement <64 x i32> %591, i64 50, !dbg !37
  %593 = mul i32 %4, %592, !dbg !37
  %594 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %595 = extractelement <64 x i32> %594, i64 48, !dbg !37
  %596 = mul i32 %4, %595, !dbg !37
  %597 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %598 = extractelement <64 x i32> %597, i64 46, !dbg !37
  %599 = mul i32 %4, %598, !dbg !37
  %600 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %601 = extractelement <64 x i32> %600, i64 44, !dbg !37
  %602 = mul i32 %4, %601, !dbg !37
  %603 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %604 = extractelement <64 x i32> %603, i64 42, !dbg !37
  %605 = mul i32 %4, %604, !dbg !37
  %606 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %607 = extractelement <64 x i32> %606, i64 40, !dbg !37
  %608 = mul i32 %4, %607, !dbg !37
  %609 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %610 = extractelement <64 x i32> %609, i64 38, !dbg !37
  %611 = mul i32 %4, %610, !dbg !37
  %612 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %613 = extractelement <64 x i32> %612, i64 36, !dbg !37
  %614 = mul i32 %4, %613, !dbg !37
  %615 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %616 = extractelement <64 x i32> %615, i64 34, !dbg !37
  %617 = mul i32 %4, %616, !dbg !37
  %618 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %619 = extractelement <64 x i32> %618, i64 32, !dbg !37
  %620 = mul i32 %4, %619, !dbg !37
  %621 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %622 = extractelement <64 x i32> %621, i64 30, !dbg !37
  %623 = mul i32 %4, %622, !dbg !37
  %624 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %625 = extractelement <64 x i32> %624, i64 28, !dbg !37
  %626 = mul i32 %4, %625, !dbg !37
  %627 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %628 = extractelement <64 x i32> %627, i64 26, !dbg !37
  %629 = mul i32 %4, %628, !dbg !37
  %630 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %631 = extractelement <64 x i32> %630, i64 24, !dbg !37
  %632 = mul i32 %4, %631, !dbg !37
  %633 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %634 = extractelement <64 x i32> %633, i64 22, !dbg !37
  %635 = mul i32 %4, %634, !dbg !37
  %636 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %637 = extractelement <64 x i32> %636, i64 20, !dbg !37
  %638 = mul i32 %4, %637, !dbg !37
  %639 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %640 = extractelement <64 x i32> %639, i64 18, !dbg !37
  %641 = mul i32 %4, %640, !dbg !37
  %642 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %643 = extractelement <64 x i32> %642, i64 16, !dbg !37
  %644 = mul i32 %4, %643, !dbg !37
  %645 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %646 = extractelement <64 x i32> %645, i64 14, !dbg !37
  %647 = mul i32 %4, %646, !dbg !37
  %648 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %649 = extractelement <64 x i32> %648, i64 12, !dbg !37
  %650 = mul i32 %4, %649, !dbg !37
  %651 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %652 = extractelement <64 x i32> %651, i64 10, !dbg !37
  %653 = mul i32 %4, %652, !dbg !37
  %654 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %655 = extractelement <64 x i32> %654, i64 8, !dbg !37
  %656 = mul i32 %4, %655, !dbg !37
  %657 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %658 = extractelement <64 x i32> %657, i64 6, !dbg !37
  %659 = mul i32 %4, %658, !dbg !37
  %660 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %661 = extractelement <64 x i32> %660, i64 4, !dbg !37
  %662 = mul i32 %4, %661, !dbg !37
  %663 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %664 = extractelement <64 x i32> %663, i64 2, !dbg !37
  %665 = mul i32 %4, %664, !dbg !37
  %666 = bitcast <32 x i64> %507 to <64 x i32>, !dbg !37
  %667 = extractelement <64 x i32> %666, i64 0, !dbg !37
  %668 = mul i32 %4, %667, !dbg !37
  %669 = sext i32 %575 to i64, !dbg !38
  %670 = sext i32 %578 to i64, !dbg !38
  %671 = sext i32 %581 to i64, !dbg !38
  %672 = sext i32 %584 to i64, !dbg !38
  %673 = sext i32 %587 to i64, !dbg !38
  %674 = sext i32 %590 to i64, !dbg !38
  %675 = sext i32 %593 to i64, !dbg !38
  %676 = sext i32 %596 to i64, !dbg !38
  %677 = sext i32 %599 to i64, !dbg !38
  %678 = sext i32 %602 to i64, !dbg !38
  %679 = sext i32 %605 to i64, !dbg !38
  %680 = sext i32 %608 to i64, !dbg !38
  %681 = sext i32 %611 to i64, !dbg !38
  %682 = sext i32 %614 to i64, !dbg !38
  %683 = sext i32 %617 to i64, !dbg !38
  %684 = sext i32 %620 to i64, !dbg !38
  %685 = sext i32 %623 to i64, !dbg !38
  %686 = sext i32 %626 to i64, !dbg !38
  %687 = sext i32 %629 to i64, !dbg !38
  %688 = sext i32 %632 to i64, !dbg !38
  %689 = sext i32 %635 to i64, !dbg !38
  %690 = sext i32 %638 to i64, !dbg !38
  %691 = sext i32 %641 to i64, !dbg !38
  %692 = sext i32 %644 to i64, !dbg !38
  %693 = sext i32 %647 to i64, !dbg !38
  %694 = sext i32 %650 to i64, !dbg !38
  %695 = sext i32 %653 to i64, !dbg !38
  %696 = sext i32 %656 to i64, !dbg !38
  %697 = sext i32 %659 to i64, !dbg !38
  %698 = sext i32 %662 to i64, !dbg !38
  %699 = sext i32 %665 to i64, !dbg !38
  %700 = sext i32 %668 to i64, !dbg !38
  %gep = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %669, !dbg !38
  %gep128 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %670, !dbg !38
  %gep130 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %671, !dbg !38
  %gep132 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %672, !dbg !38
  %gep134 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %673, !dbg !38
  %gep136 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %674, !dbg !38
  %gep138 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %675, !dbg !38
  %gep140 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %676, !dbg !38
  %gep142 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %677, !dbg !38
  %gep144 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %678, !dbg !38
  %gep146 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %679, !dbg !38
  %gep148 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %680, !dbg !38
  %gep150 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %681, !dbg !38
  %gep152 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %682, !dbg !38
  %gep154 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %683, !dbg !38
  %gep156 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %684, !dbg !38
  %gep158 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %685, !dbg !38
  %gep160 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %686, !dbg !38
  %gep162 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %687, !dbg !38
  %gep164 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %688, !dbg !38
  %gep166 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %689, !dbg !38
  %gep168 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %690, !dbg !38
  %gep170 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %691, !dbg !38
  %gep172 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %692, !dbg !38
  %gep174 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %693, !dbg !38
  %gep176 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %694, !dbg !38
  %gep178 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %695, !dbg !38
  %gep180 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %696, !dbg !38
  %gep182 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %697, !dbg !38
  %gep184 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %698, !dbg !38
  %gep186 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %699, !dbg !38
  %gep188 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %700, !dbg !38
  %701 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep, i1 %510) #7, !dbg !39
  %702 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep128, i1 %512) #7, !dbg !39
  %703 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep130, i1 %514) #7, !dbg !39
  %704 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep132, i1 %516) #7, !dbg !39
  %705 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep134, i1 %518) #7, !dbg !39
  %706 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep136, i1 %520) #7, !dbg !39
  %707 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep138, i1 %522) #7, !dbg !39
  %708 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep140, i1 %524) #7, !dbg !39
  %709 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep142, i1 %526) #7, !dbg !39
  %710 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep144, i1 %528) #7, !dbg !39
  %711 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep146, i1 %530) #7, !dbg !39
  %712 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep148, i1 %532) #7, !dbg !39
  %713 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep150, i1 %534) #7, !dbg !39
  %714 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep152, i1 %536) #7, !dbg !39
  %715 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep154, i1 %538) #7, !dbg !39
  %716 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep156, i1 %540) #7, !dbg !39
  %717 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep158, i1 %542) #7, !dbg !39
  %718 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep160, i1 %544) #7, !dbg !39
  %719 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep162, i1 %546) #7, !dbg !39
  %720 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep164, i1 %548) #7, !dbg !39
  %721 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep166, i1 %550) #7, !dbg !39
  %722 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep168, i1 %552) #7, !dbg !39
  %723 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep170, i1 %554) #7, !dbg !39
  %724 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep172, i1 %556) #7, !dbg !39
  %725 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep174, i1 %558) #7, !dbg !39
  %726 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep176, i1 %560) #7, !dbg !39
  %727 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep178, i1 %562) #7, !dbg !39
  %728 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep180, i1 %564) #7, !dbg !39
  %729 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep182, i1 %566) #7, !dbg !39
  %730 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep184, i1 %568) #7, !dbg !39
  %731 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep186, i1 %570) #7, !dbg !39
  %732 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep188, i1 %572) #7, !dbg !39
  %733 = insertelement <1 x i16> poison, i16 %701, i64 0, !dbg !39
  store <1 x i16> %733, ptr addrspace(3) %243, align 2, !dbg !39
  %734 = insertelement <1 x i16> poison, i16 %705, i64 0, !dbg !39
  store <1 x i16> %734, ptr addrspace(3) %244, align 2, !dbg !39
  %735 = insertelement <1 x i16> poison, i16 %709, i64 0, !dbg !39
  store <1 x i16> %735, ptr addrspace(3) %245, align 2, !dbg !39
  %736 = insertelement <1 x i16> poison, i16 %713, i64 0, !dbg !39
  store <1 x i16> %736, ptr addrspace(3) %246, align 2, !dbg !39
  %737 = insertelement <1 x i16> poison, i16 %717, i64 0, !dbg !39
  store <1 x i16> %737, ptr addrspace(3) %247, align 2, !dbg !39
  %738 = insertelement <1 x i16> poison, i16 %721, i64 0, !dbg !39
  store <1 x i16> %738, ptr addrspace(3) %248, align 2, !dbg !39
  %739 = insertelement <1 x i16> poison, i16 %725, i64 0, !dbg !39
  store <1 x i16> %739, ptr addrspace(3) %249, align 2, !dbg !39
  %740 = insertelement <1 x i16> poison, i16 %729, i64 0, !dbg !39
  store <1 x i16> %740, ptr addrspace(3) %250, align 2, !dbg !39
  %741 = insertelement <1 x i16> poison, i16 %702, i64 0, !dbg !39
  store <1 x i16> %741, ptr addrspace(3) %252, align 2, !dbg !39
  %742 = insertelement <1 x i16> poison, i16 %706, i64 0, !dbg !39
  store <1 x i16> %742, ptr addrspace(3) %253, align 2, !dbg !39
  %743 = insertelement <1 x i16> poison, i16 %710, i64 0, !dbg !39
  store <1 x i16> %743, ptr addrspace(3) %254, align 2, !dbg !39
  %744 = insertelement <1 x i16> poison, i16 %714, i64 0, !dbg !39
  store <1 x i16> %744, ptr addrspace(3) %255, align 2, !dbg !39
  %745 = insertelement <1 x i16> poison, i16 %718, i64 0, !dbg !39
  store <1 x i16> %745, ptr addrspace(3) %256, align 2, !dbg !39
  %746 = insertelement <1 x i16> poison, i16 %722, i64 0, !dbg !39
  store <1 x i16> %746, ptr addrspace(3) %257, align 2, !dbg !39
  %747 = insertelement <1 x i16> poison, i16 %726, i64 0, !dbg !39
  store <1 x i16> %747, ptr addrspace(3) %258, align 2, !dbg !39
  %748 = insertelement <1 x i16> poison, i16 %730, i64 0, !dbg !39
  store <1 x i16> %748, ptr addrspace(3) %259, align 2, !dbg !39
  %749 = insertelement <1 x i16> poison, i16 %703, i64 0, !dbg !39
  store <1 x i16> %749, ptr addrspace(3) %261, align 2, !dbg !39
  %750 = insertelement <1 x i16> poison, i16 %707, i64 0, !dbg !39
  store <1 x i16> %750, ptr addrspace(3) %262, align 2, !dbg !39
  %751 = insertelement <1 x i16> poison, i16 %711, i64 0, !dbg !39
  store <1 x i16> %751, ptr addrspace(3) %263, align 2, !dbg !39
  %752 = insertelement <1 x i16> poison, i16 %715, i64 0, !dbg !39
  store <1 x i16> %752, ptr addrspace(3) %264, align 2, !dbg !39
  %753 = insertelement <1 x i16> poison, i16 %719, i64 0, !dbg !39
  store <1 x i16> %753, ptr addrspace(3) %265, align 2, !dbg !39
  %754 = insertelement <1 x i16> poison, i16 %723, i64 0, !dbg !39
  store <1 x i16> %754, ptr addrspace(3) %266, align 2, !dbg !39
  %755 = insertelement <1 x i16> poison, i16 %727, i64 0, !dbg !39
  store <1 x i16> %755, ptr addrspace(3) %267, align 2, !dbg !39
  %756 = insertelement <1 x i16> poison, i16 %731, i64 0, !dbg !39
  store <1 x i16> %756, ptr addrspace(3) %268, align 2, !dbg !39
  %757 = insertelement <1 x i16> poison, i16 %704, i64 0, !dbg !39
  store <1 x i16> %757, ptr addrspace(3) %270, align 2, !dbg !39
  %758 = insertelement <1 x i16> poison, i16 %708, i64 0, !dbg !39
  store <1 x i16> %758, ptr addrspace(3) %271, align 2, !dbg !39
  %759 = insertelement <1 x i16> poison, i16 %712, i64 0, !dbg !39
  store <1 x i16> %759, ptr addrspace(3) %272, align 2, !dbg !39
  %760 = insertelement <1 x i16> poison, i16 %716, i64 0, !dbg !39
  store <1 x i16> %760, ptr addrspace(3) %273, align 2, !dbg !39
  %761 = insertelement <1 x i16> poison, i16 %720, i64 0, !dbg !39
  store <1 x i16> %761, ptr addrspace(3) %274, align 2, !dbg !39
  %762 = insertelement <1 x i16> poison, i16 %724, i64 0, !dbg !39
  store <1 x i16> %762, ptr addrspace(3) %275, align 2, !dbg !39
  %763 = insertelement <1 x i16> poison, i16 %728, i64 0, !dbg !39
  store <1 x i16> %763, ptr addrspace(3) %276, align 2, !dbg !39
  %764 = insertelement <1 x i16> poison, i16 %732, i64 0, !dbg !39
  store <1 x i16> %764, ptr addrspace(3) %277, align 2, !dbg !39
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %765 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %12, i32 0, i32 31), !dbg !40
  %766 = shl i32 %765, 7, !dbg !40
  %767 = and i32 %766, 512, !dbg !40
  %768 = add nuw nsw i32 %767, %278, !dbg !40
  %769 = and i32 %768, 32767, !dbg !40
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !40
  %770 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %769, i64 0, !dbg !40
  %771 = bitcast <2 x i32> %770 to i64, !dbg !40
  %772 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %310, float %311, float %312, float %313, float %314, float %315, float %316, float %317, float %318, float %319, float %320, float %321, float %322, float %323, float %324, float %325, float %326, float %327, float %328, float %329, float %330, float %331, float %332, float %333, float %334, float %335, float %336, float %337, float %338, float %339, float %340, float %341, float %342, float %343, float %344, float %345, float %346, float %347, float %348, float %349, float %350, float %351, float %352, float %353, float %354, float %355, float %356, float %357, float %358, float %359, float %360, float %361, float %362, float %363, float %364, float %365, float %366, float %367, float %368, float %369, float %370, float %371, float %372, float %373, i64 %771, i64 %283, i1 true) #7, !dbg !40
  %773 = add nuw nsw i32 %769, 2, !dbg !40
  %774 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %773, i64 0, !dbg !40
  %775 = bitcast <2 x i32> %774 to i64, !dbg !40
  %776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 0, !dbg !40
  %777 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 1, !dbg !40
  %778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 2, !dbg !40
  %779 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 3, !dbg !40
  %780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 4, !dbg !40
  %781 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 5, !dbg !40
  %782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 6, !dbg !40
  %783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 7, !dbg !40
  %784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 8, !dbg !40
  %785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 9, !dbg !40
  %786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 10, !dbg !40
  %787 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 11, !dbg !40
  %788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 12, !dbg !40
  %789 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 13, !dbg !40
  %790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 14, !dbg !40
  %791 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 15, !dbg !40
  %792 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 16, !dbg !40
  %793 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 17, !dbg !40
  %794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 18, !dbg !40
  %795 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 19, !dbg !40
  %796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 20, !dbg !40
  %797 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 21, !dbg !40
  %798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 22, !dbg !40
  %799 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 23, !dbg !40
  %800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 24, !dbg !40
  %801 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 25, !dbg !40
  %802 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 26, !dbg !40
  %803 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 27, !dbg !40
  %804 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 28, !dbg !40
  %805 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 29, !dbg !40
  %806 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 30, !dbg !40
  %807 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 31, !dbg !40
  %808 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 32, !dbg !40
  %809 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 33, !dbg !40
  %810 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 34, !dbg !40
  %811 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 35, !dbg !40
  %812 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 36, !dbg !40
  %813 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 37, !dbg !40
  %814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 38, !dbg !40
  %815 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 39, !dbg !40
  %816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 40, !dbg !40
  %817 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 41, !dbg !40
  %818 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 42, !dbg !40
  %819 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 43, !dbg !40
  %820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 44, !dbg !40
  %821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 45, !dbg !40
  %822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 46, !dbg !40
  %823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 47, !dbg !40
  %824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 48, !dbg !40
  %825 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 49, !dbg !40
  %826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 50, !dbg !40
  %827 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 51, !dbg !40
  %828 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 52, !dbg !40
  %829 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 53, !dbg !40
  %830 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 54, !dbg !40
  %831 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 55, !dbg !40
  %832 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 56, !dbg !40
  %833 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 57, !dbg !40
  %834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 58, !dbg !40
  %835 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 59, !dbg !40
  %836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 60, !dbg !40
  %837 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 61, !dbg !40
  %838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 62, !dbg !40
  %839 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %772, 63, !dbg !40
  %840 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %776, float %777, float %778, float %779, float %780, float %781, float %782, float %783, float %784, float %785, float %786, float %787, float %788, float %789, float %790, float %791, float %792, float %793, float %794, float %795, float %796, float %797, float %798, float %799, float %800, float %801, float %802, float %803, float %804, float %805, float %806, float %807, float %808, float %809, float %810, float %811, float %812, float %813, float %814, float %815, float %816, float %817, float %818, float %819, float %820, float %821, float %822, float %823, float %824, float %825, float %826, float %827, float %828, float %829, float %830, float %831, float %832, float %833, float %834, float %835, float %836, float %837, float %838, float %839, i64 %775, i64 %286, i1 true) #7, !dbg !40
  %841 = add nuw nsw i32 %769, 4, !dbg !40
  %842 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %841, i64 0, !dbg !40
  %843 = bitcast <2 x i32> %842 to i64, !dbg !40
  %844 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 0, !dbg !40
  %845 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 1, !dbg !40
  %846 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 2, !dbg !40
  %847 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 3, !dbg !40
  %848 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 4, !dbg !40
  %849 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 5, !dbg !40
  %850 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 6, !dbg !40
  %851 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 7, !dbg !40
  %852 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 8, !dbg !40
  %853 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 9, !dbg !40
  %854 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 10, !dbg !40
  %855 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 11, !dbg !40
  %856 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 12, !dbg !40
  %857 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 13, !dbg !40
  %858 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 14, !dbg !40
  %859 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 15, !dbg !40
  %860 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 16, !dbg !40
  %861 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 17, !dbg !40
  %862 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 18, !dbg !40
  %863 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 19, !dbg !40
  %864 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 20, !dbg !40
  %865 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 21, !dbg !40
  %866 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 22, !dbg !40
  %867 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 23, !dbg !40
  %868 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 24, !dbg !40
  %869 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 25, !dbg !40
  %870 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 26, !dbg !40
  %871 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 27, !dbg !40
  %872 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 28, !dbg !40
  %873 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 29, !dbg !40
  %874 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 30, !dbg !40
  %875 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 31, !dbg !40
  %876 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 32, !dbg !40
  %877 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 33, !dbg !40
  %878 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 34, !dbg !40
  %879 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 35, !dbg !40
  %880 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 36, !dbg !40
  %881 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 37, !dbg !40
  %882 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 38, !dbg !40
  %883 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 39, !dbg !40
  %884 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 40, !dbg !40
  %885 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 41, !dbg !40
  %886 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 42, !dbg !40
  %887 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 43, !dbg !40
  %888 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 44, !dbg !40
  %889 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 45, !dbg !40
  %890 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 46, !dbg !40
  %891 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 47, !dbg !40
  %892 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 48, !dbg !40
  %893 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 49, !dbg !40
  %894 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 50, !dbg !40
  %895 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 51, !dbg !40
  %896 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 52, !dbg !40
  %897 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 53, !dbg !40
  %898 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 54, !dbg !40
  %899 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 55, !dbg !40
  %900 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 56, !dbg !40
  %901 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 57, !dbg !40
  %902 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 58, !dbg !40
  %903 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 59, !dbg !40
  %904 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 60, !dbg !40
  %905 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 61, !dbg !40
  %906 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 62, !dbg !40
  %907 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, 63, !dbg !40
  %908 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %844, float %845, float %846, float %847, float %848, float %849, float %850, float %851, float %852, float %853, float %854, float %855, float %856, float %857, float %858, float %859, float %860, float %861, float %862, float %863, float %864, float %865, float %866, float %867, float %868, float %869, float %870, float %871, float %872, float %873, float %874, float %875, float %876, float %877, float %878, float %879, float %880, float %881, float %882, float %883, float %884, float %885, float %886, float %887, float %888, float %889, float %890, float %891, float %892, float %893, float %894, float %895, float %896, float %897, float %898, float %899, float %900, float %901, float %902, float %903, float %904, float %905, float %906, float %907, i64 %843, i64 %289, i1 true) #7, !dbg !40
  %909 = add nuw nsw i32 %769, 6, !dbg !40
  %910 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %909, i64 0, !dbg !40
  %911 = bitcast <2 x i32> %910 to i64, !dbg !40
  %912 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 0, !dbg !40
  %913 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 1, !dbg !40
  %914 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 2, !dbg !40
  %915 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 3, !dbg !40
  %916 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 4, !dbg !40
  %917 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 5, !dbg !40
  %918 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 6, !dbg !40
  %919 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 7, !dbg !40
  %920 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 8, !dbg !40
  %921 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 9, !dbg !40
  %922 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 10, !dbg !40
  %923 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 11, !dbg !40
  %924 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 12, !dbg !40
  %925 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 13, !dbg !40
  %926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 14, !dbg !40
  %927 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 15, !dbg !40
  %928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 16, !dbg !40
  %929 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 17, !dbg !40
  %930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 18, !dbg !40
  %931 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 19, !dbg !40
  %932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 20, !dbg !40
  %933 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 21, !dbg !40
  %934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 22, !dbg !40
  %935 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 23, !dbg !40
  %936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 24, !dbg !40
  %937 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 25, !dbg !40
  %938 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 26, !dbg !40
  %939 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 27, !dbg !40
  %940 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 28, !dbg !40
  %941 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 29, !dbg !40
  %942 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 30, !dbg !40
  %943 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 31, !dbg !40
  %944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 32, !dbg !40
  %945 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 33, !dbg !40
  %946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 34, !dbg !40
  %947 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 35, !dbg !40
  %948 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 36, !dbg !40
  %949 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 37, !dbg !40
  %950 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 38, !dbg !40
  %951 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 39, !dbg !40
  %952 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 40, !dbg !40
  %953 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 41, !dbg !40
  %954 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 42, !dbg !40
  %955 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 43, !dbg !40
  %956 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 44, !dbg !40
  %957 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 45, !dbg !40
  %958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 46, !dbg !40
  %959 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 47, !dbg !40
  %960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 48, !dbg !40
  %961 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 49, !dbg !40
  %962 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 50, !dbg !40
  %963 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 51, !dbg !40
  %964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 52, !dbg !40
  %965 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 53, !dbg !40
  %966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 54, !dbg !40
  %967 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 55, !dbg !40
  %968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 56, !dbg !40
  %969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 57, !dbg !40
  %970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 58, !dbg !40
  %971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 59, !dbg !40
  %972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 60, !dbg !40
  %973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 61, !dbg !40
  %974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 62, !dbg !40
  %975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, 63, !dbg !40
  %976 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %912, float %913, float %914, float %915, float %916, float %917, float %918, float %919, float %920, float %921, float %922, float %923, float %924, float %925, float %926, float %927, float %928, float %929, float %930, float %931, float %932, float %933, float %934, float %935, float %936, float %937, float %938, float %939, float %940, float %941, float %942, float %943, float %944, float %945, float %946, float %947, float %948, float %949, float %950, float %951, float %952, float %953, float %954, float %955, float %956, float %957, float %958, float %959, float %960, float %961, float %962, float %963, float %964, float %965, float %966, float %967, float %968, float %969, float %970, float %971, float %972, float %973, float %974, float %975, i64 %911, i64 %292, i1 true) #7, !dbg !40
  %977 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 0, !dbg !40
  %978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 1, !dbg !40
  %979 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 2, !dbg !40
  %980 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 3, !dbg !40
  %981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 4, !dbg !40
  %982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 5, !dbg !40
  %983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 6, !dbg !40
  %984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 7, !dbg !40
  %985 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 8, !dbg !40
  %986 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 9, !dbg !40
  %987 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 10, !dbg !40
  %988 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 11, !dbg !40
  %989 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 12, !dbg !40
  %990 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 13, !dbg !40
  %991 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 14, !dbg !40
  %992 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 15, !dbg !40
  %993 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 16, !dbg !40
  %994 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 17, !dbg !40
  %995 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 18, !dbg !40
  %996 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 19, !dbg !40
  %997 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 20, !dbg !40
  %998 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 21, !dbg !40
  %999 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 22, !dbg !40
  %1000 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 23, !dbg !40
  %1001 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 24, !dbg !40
  %1002 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 25, !dbg !40
  %1003 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 26, !dbg !40
  %1004 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 27, !dbg !40
  %1005 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 28, !dbg !40
  %1006 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 29, !dbg !40
  %1007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 30, !dbg !40
  %1008 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 31, !dbg !40
  %1009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 32, !dbg !40
  %1010 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 33, !dbg !40
  %1011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 34, !dbg !40
  %1012 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 35, !dbg !40
  %1013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 36, !dbg !40
  %1014 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 37, !dbg !40
  %1015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 38, !dbg !40
  %1016 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 39, !dbg !40
  %1017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 40, !dbg !40
  %1018 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 41, !dbg !40
  %1019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 42, !dbg !40
  %1020 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 43, !dbg !40
  %1021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 44, !dbg !40
  %1022 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 45, !dbg !40
  %1023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 46, !dbg !40
  %1024 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 47, !dbg !40
  %1025 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 48, !dbg !40
  %1026 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 49, !dbg !40
  %1027 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 50, !dbg !40
  %1028 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 51, !dbg !40
  %1029 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 52, !dbg !40
  %1030 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 53, !dbg !40
  %1031 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 54, !dbg !40
  %1032 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 55, !dbg !40
  %1033 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 56, !dbg !40
  %1034 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 57, !dbg !40
  %1035 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 58, !dbg !40
  %1036 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 59, !dbg !40
  %1037 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 60, !dbg !40
  %1038 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 61, !dbg !40
  %1039 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 62, !dbg !40
  %1040 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %976, 63, !dbg !40
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !40
  %1041 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63,$64,$65,$66,$67,$68,$69\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69"(float %977, float %978, float %979, float %980, float %981, float %982, float %983, float %984, float %985, float %986, float %987, float %988, float %989, float %990, float %991, float %992, float %993, float %994, float %995, float %996, float %997, float %998, float %999, float %1000, float %1001, float %1002, float %1003, float %1004, float %1005, float %1006, float %1007, float %1008, float %1009, float %1010, float %1011, float %1012, float %1013, float %1014, float %1015, float %1016, float %1017, float %1018, float %1019, float %1020, float %1021, float %1022, float %1023, float %1024, float %1025, float %1026, float %1027, float %1028, float %1029, float %1030, float %1031, float %1032, float %1033, float %1034, float %1035, float %1036, float %1037, float %1038, float %1039, float %1040, ptr addrspace(3) @global_smem, i32 0, i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 0, i32 0) #7, !dbg !40
  %1042 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 0, !dbg !40
  %1043 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 1, !dbg !40
  %1044 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 2, !dbg !40
  %1045 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 3, !dbg !40
  %1046 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 4, !dbg !40
  %1047 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 5, !dbg !40
  %1048 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 6, !dbg !40
  %1049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 7, !dbg !40
  %1050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 8, !dbg !40
  %1051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 9, !dbg !40
  %1052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 10, !dbg !40
  %1053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 11, !dbg !40
  %1054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 12, !dbg !40
  %1055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 13, !dbg !40
  %1056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 14, !dbg !40
  %1057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 15, !dbg !40
  %1058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 16, !dbg !40
  %1059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 17, !dbg !40
  %1060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 18, !dbg !40
  %1061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 19, !dbg !40
  %1062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 20, !dbg !40
  %1063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 21, !dbg !40
  %1064 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 22, !dbg !40
  %1065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 23, !dbg !40
  %1066 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 24, !dbg !40
  %1067 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 25, !dbg !40
  %1068 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 26, !dbg !40
  %1069 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 27, !dbg !40
  %1070 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 28, !dbg !40
  %1071 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 29, !dbg !40
  %1072 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 30, !dbg !40
  %1073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 31, !dbg !40
  %1074 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 32, !dbg !40
  %1075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 33, !dbg !40
  %1076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 34, !dbg !40
  %1077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 35, !dbg !40
  %1078 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 36, !dbg !40
  %1079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 37, !dbg !40
  %1080 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 38, !dbg !40
  %1081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 39, !dbg !40
  %1082 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 40, !dbg !40
  %1083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 41, !dbg !40
  %1084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 42, !dbg !40
  %1085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 43, !dbg !40
  %1086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 44, !dbg !40
  %1087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 45, !dbg !40
  %1088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 46, !dbg !40
  %1089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 47, !dbg !40
  %1090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 48, !dbg !40
  %1091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 49, !dbg !40
  %1092 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 50, !dbg !40
  %1093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 51, !dbg !40
  %1094 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 52, !dbg !40
  %1095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 53, !dbg !40
  %1096 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 54, !dbg !40
  %1097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 55, !dbg !40
  %1098 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 56, !dbg !40
  %1099 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 57, !dbg !40
  %1100 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 58, !dbg !40
  %1101 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 59, !dbg !40
  %1102 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 60, !dbg !40
  %1103 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 61, !dbg !40
  %1104 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 62, !dbg !40
  %1105 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %1041, 63, !dbg !40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !26
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !26
  br i1 %exitcond.not, label %._crit_edge, label %309, !dbg !26

._crit_edge:                                      ; preds = %309, %.._crit_edge_crit_edge
  %.pre-phi191 = phi i32 [ %.pre190, %.._crit_edge_crit_edge ], [ %237, %309 ], !dbg !28
  %.pre-phi = phi i64 [ %.pre, %.._crit_edge_crit_edge ], [ %235, %309 ], !dbg !27
  %1106 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1042, %309 ], !dbg !41
  %1107 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1043, %309 ], !dbg !41
  %1108 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1044, %309 ], !dbg !41
  %1109 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1045, %309 ], !dbg !41
  %1110 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1046, %309 ], !dbg !41
  %1111 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1047, %309 ], !dbg !41
  %1112 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1048, %309 ], !dbg !41
  %1113 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1049, %309 ], !dbg !41
  %1114 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1050, %309 ], !dbg !41
  %1115 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1051, %309 ], !dbg !41
  %1116 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1052, %309 ], !dbg !41
  %1117 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1053, %309 ], !dbg !41
  %1118 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1054, %309 ], !dbg !41
  %1119 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1055, %309 ], !dbg !41
  %1120 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1056, %309 ], !dbg !41
  %1121 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1057, %309 ], !dbg !41
  %1122 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1058, %309 ], !dbg !41
  %1123 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1059, %309 ], !dbg !41
  %1124 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1060, %309 ], !dbg !41
  %1125 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1061, %309 ], !dbg !41
  %1126 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1062, %309 ], !dbg !41
  %1127 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1063, %309 ], !dbg !41
  %1128 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1064, %309 ], !dbg !41
  %1129 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1065, %309 ], !dbg !41
  %1130 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1066, %309 ], !dbg !41
  %1131 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1067, %309 ], !dbg !41
  %1132 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1068, %309 ], !dbg !41
  %1133 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1069, %309 ], !dbg !41
  %1134 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1070, %309 ], !dbg !41
  %1135 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1071, %309 ], !dbg !41
  %1136 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1072, %309 ], !dbg !41
  %1137 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1073, %309 ], !dbg !41
  %1138 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1074, %309 ], !dbg !41
  %1139 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1075, %309 ], !dbg !41
  %1140 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1076, %309 ], !dbg !41
  %1141 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1077, %309 ], !dbg !41
  %1142 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1078, %309 ], !dbg !41
  %1143 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1079, %309 ], !dbg !41
  %1144 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1080, %309 ], !dbg !41
  %1145 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1081, %309 ], !dbg !41
  %1146 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1082, %309 ], !dbg !41
  %1147 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1083, %309 ], !dbg !41
  %1148 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1084, %309 ], !dbg !41
  %1149 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1085, %309 ], !dbg !41
  %1150 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1086, %309 ], !dbg !41
  %1151 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1087, %309 ], !dbg !41
  %1152 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1088, %309 ], !dbg !41
  %1153 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1089, %309 ], !dbg !41
  %1154 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1090, %309 ], !dbg !41
  %1155 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1091, %309 ], !dbg !41
  %1156 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1092, %309 ], !dbg !41
  %1157 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1093, %309 ], !dbg !41
  %1158 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1094, %309 ], !dbg !41
  %1159 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1095, %309 ], !dbg !41
  %1160 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1096, %309 ], !dbg !41
  %1161 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1097, %309 ], !dbg !41
  %1162 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1098, %309 ], !dbg !41
  %1163 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1099, %309 ], !dbg !41
  %1164 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1100, %309 ], !dbg !41
  %1165 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1101, %309 ], !dbg !41
  %1166 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1102, %309 ], !dbg !41
  %1167 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1103, %309 ], !dbg !41
  %1168 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1104, %309 ], !dbg !41
  %1169 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1105, %309 ], !dbg !41
  %1170 = or disjoint i32 %16, %10, !dbg !15
  %1171 = or disjoint i32 %1170, 126, !dbg !14
  %1172 = or disjoint i32 %1170, 124, !dbg !14
  %1173 = or disjoint i32 %1170, 122, !dbg !14
  %1174 = or disjoint i32 %1170, 120, !dbg !14
  %1175 = or disjoint i32 %1170, 118, !dbg !14
  %1176 = or disjoint i32 %1170, 116, !dbg !14
  %1177 = or disjoint i32 %1170, 114, !dbg !14
  %1178 = or disjoint i32 %1170, 112, !dbg !14
  %1179 = or disjoint i32 %1170, 110, !dbg !14
  %1180 = or disjoint i32 %1170, 108, !dbg !14
  %1181 = or disjoint i32 %1170, 106, !dbg !14
  %1182 = or disjoint i32 %1170, 104, !dbg !14
  %1183 = or disjoint i32 %1170, 102, !dbg !14
  %1184 = or disjoint i32 %1170, 100, !dbg !14
  %1185 = or disjoint i32 %1170, 98, !dbg !14
  %1186 = or disjoint i32 %1170, 96, !dbg !14
  %1187 = or disjoint i32 %1170, 94, !dbg !14
  %1188 = or disjoint i32 %1170, 92, !dbg !14
  %1189 = or disjoint i32 %1170, 90, !dbg !14
  %1190 = or disjoint i32 %1170, 88, !dbg !14
  %1191 = or disjoint i32 %1170, 86, !dbg !14
  %1192 = or disjoint i32 %1170, 84, !dbg !14
  %1193 = or disjoint i32 %1170, 82, !dbg !14
  %1194 = or disjoint i32 %1170, 80, !dbg !14
  %1195 = or disjoint i32 %1170, 78, !dbg !14
  %1196 = or disjoint i32 %1170, 76, !dbg !14
  %1197 = or disjoint i32 %1170, 74, !dbg !14
  %1198 = or disjoint i32 %1170, 72, !dbg !14
  %1199 = or disjoint i32 %1170, 70, !dbg !14
  %1200 = or disjoint i32 %1170, 68, !dbg !14
  %1201 = or disjoint i32 %1170, 66, !dbg !14
  %1202 = or disjoint i32 %1170, 64, !dbg !14
  %1203 = extractelement <16 x i32> %28, i64 0, !dbg !14
  %1204 = or disjoint i32 %1203, %10, !dbg !14
  %1205 = extractelement <16 x i32> %28, i64 1, !dbg !14
  %1206 = or disjoint i32 %1205, %10, !dbg !14
  %1207 = extractelement <16 x i32> %28, i64 2, !dbg !14
  %1208 = or disjoint i32 %1207, %10, !dbg !14
  %1209 = extractelement <16 x i32> %28, i64 3, !dbg !14
  %1210 = or disjoint i32 %1209, %10, !dbg !14
  %1211 = extractelement <16 x i32> %28, i64 4, !dbg !14
  %1212 = or disjoint i32 %1211, %10, !dbg !14
  %1213 = extractelement <16 x i32> %28, i64 5, !dbg !14
  %1214 = or disjoint i32 %1213, %10, !dbg !14
  %1215 = extractelement <16 x i32> %28, i64 6, !dbg !14
  %1216 = or disjoint i32 %1215, %10, !dbg !14
  %1217 = extractelement <16 x i32> %28, i64 7, !dbg !14
  %1218 = or disjoint i32 %1217, %10, !dbg !14
  %1219 = extractelement <16 x i32> %28, i64 8, !dbg !14
  %1220 = or disjoint i32 %1219, %10, !dbg !14
  %1221 = extractelement <16 x i32> %28, i64 9, !dbg !14
  %1222 = or disjoint i32 %1221, %10, !dbg !14
  %1223 = extractelement <16 x i32> %28, i64 10, !dbg !14
  %1224 = or disjoint i32 %1223, %10, !dbg !14
  %1225 = extractelement <16 x i32> %28, i64 11, !dbg !14
  %1226 = or disjoint i32 %1225, %10, !dbg !14
  %1227 = extractelement <16 x i32> %28, i64 12, !dbg !14
  %1228 = or disjoint i32 %1227, %10, !dbg !14
  %1229 = extractelement <16 x i32> %28, i64 13, !dbg !14
  %1230 = or disjoint i32 %1229, %10, !dbg !14
  %1231 = extractelement <16 x i32> %28, i64 14, !dbg !14
  %1232 = or disjoint i32 %1231, %10, !dbg !14
  %1233 = extractelement <16 x i32> %28, i64 15, !dbg !14
  %1234 = or disjoint i32 %1233, %10, !dbg !14
  %1235 = extractelement <8 x i32> %25, i64 0, !dbg !14
  %1236 = or disjoint i32 %1235, %10, !dbg !14
  %1237 = extractelement <8 x i32> %25, i64 1, !dbg !14
  %1238 = or disjoint i32 %1237, %10, !dbg !14
  %1239 = extractelement <8 x i32> %25, i64 2, !dbg !14
  %1240 = or disjoint i32 %1239, %10, !dbg !14
  %1241 = extractelement <8 x i32> %25, i64 3, !dbg !14
  %1242 = or disjoint i32 %1241, %10, !dbg !14
  %1243 = extractelement <8 x i32> %25, i64 4, !dbg !14
  %1244 = or disjoint i32 %1243, %10, !dbg !14
  %1245 = extractelement <8 x i32> %25, i64 5, !dbg !14
  %1246 = or disjoint i32 %1245, %10, !dbg !14
  %1247 = extractelement <8 x i32> %25, i64 6, !dbg !14
  %1248 = or disjoint i32 %1247, %10, !dbg !14
  %1249 = extractelement <8 x i32> %25, i64 7, !dbg !14
  %1250 = or disjoint i32 %1249, %10, !dbg !14
  %1251 = extractelement <4 x i32> %22, i64 0, !dbg !14
  %1252 = or disjoint i32 %1251, %10, !dbg !14
  %1253 = extractelement <4 x i32> %22, i64 1, !dbg !14
  %1254 = or disjoint i32 %1253, %10, !dbg !14
  %1255 = extractelement <4 x i32> %22, i64 2, !dbg !14
  %1256 = or disjoint i32 %1255, %10, !dbg !14
  %1257 = extractelement <4 x i32> %22, i64 3, !dbg !14
  %1258 = or disjoint i32 %1257, %10, !dbg !14
  %1259 = or disjoint i32 %19, %10, !dbg !14
  %1260 = or disjoint i32 %18, %10, !dbg !14
  %1261 = or disjoint i32 %17, %10, !dbg !14
  %1262 = icmp slt i32 %1170, %3, !dbg !42
  %1263 = icmp slt i32 %1261, %3, !dbg !42
  %1264 = icmp slt i32 %1260, %3, !dbg !42
  %1265 = icmp slt i32 %1259, %3, !dbg !42
  %1266 = icmp slt i32 %1258, %3, !dbg !42
  %1267 = icmp slt i32 %1256, %3, !dbg !42
  %1268 = icmp slt i32 %1254, %3, !dbg !42
  %1269 = icmp slt i32 %1252, %3, !dbg !42
  %1270 = icmp slt i32 %1250, %3, !dbg !42
  %1271 = icmp slt i32 %1248, %3, !dbg !42
  %1272 = icmp slt i32 %1246, %3, !dbg !42
  %1273 = icmp slt i32 %1244, %3, !dbg !42
  %1274 = icmp slt i32 %1242, %3, !dbg !42
  %1275 = icmp slt i32 %1240, %3, !dbg !42
  %1276 = icmp slt i32 %1238, %3, !dbg !42
  %1277 = icmp slt i32 %1236, %3, !dbg !42
  %1278 = icmp slt i32 %1234, %3, !dbg !42
  %1279 = icmp slt i32 %1232, %3, !dbg !42
  %1280 = icmp slt i32 %1230, %3, !dbg !42
  %1281 = icmp slt i32 %1228, %3, !dbg !42
  %1282 = icmp slt i32 %1226, %3, !dbg !42
  %1283 = icmp slt i32 %1224, %3, !dbg !42
  %1284 = icmp slt i32 %1222, %3, !dbg !42
  %1285 = icmp slt i32 %1220, %3, !dbg !42
  %1286 = icmp slt i32 %1218, %3, !dbg !42
  %1287 = icmp slt i32 %1216, %3, !dbg !42
  %1288 = icmp slt i32 %1214, %3, !dbg !42
  %1289 = icmp slt i32 %1212, %3, !dbg !42
  %1290 = icmp slt i32 %1210, %3, !dbg !42
  %1291 = icmp slt i32 %1208, %3, !dbg !42
  %1292 = icmp slt i32 %1206, %3, !dbg !42
  %1293 = icmp slt i32 %1204, %3, !dbg !42
  %1294 = icmp slt i32 %1202, %3, !dbg !42
  %1295 = icmp slt i32 %1201, %3, !dbg !42
  %1296 = icmp slt i32 %1200, %3, !dbg !42
  %1297 = icmp slt i32 %1199, %3, !dbg !42
  %1298 = icmp slt i32 %1198, %3, !dbg !42
  %1299 = icmp slt i32 %1197, %3, !dbg !42
  %1300 = icmp slt i32 %1196, %3, !dbg !42
  %1301 = icmp slt i32 %1195, %3, !dbg !42
  %1302 = icmp slt i32 %1194, %3, !dbg !42
  %1303 = icmp slt i32 %1193, %3, !dbg !42
  %1304 = icmp slt i32 %1192, %3, !dbg !42
  %1305 = icmp slt i32 %1191, %3, !dbg !42
  %1306 = icmp slt i32 %1190, %3, !dbg !42
  %1307 = icmp slt i32 %1189, %3, !dbg !42
  %1308 = icmp slt i32 %1188, %3, !dbg !42
  %1309 = icmp slt i32 %1187, %3, !dbg !42
  %1310 = icmp slt i32 %1186, %3, !dbg !42
  %1311 = icmp slt i32 %1185, %3, !dbg !42
  %1312 = icmp slt i32 %1184, %3, !dbg !42
  %1313 = icmp slt i32 %1183, %3, !dbg !42
  %1314 = icmp slt i32 %1182, %3, !dbg !42
  %1315 = icmp slt i32 %1181, %3, !dbg !42
  %1316 = icmp slt i32 %1180, %3, !dbg !42
  %1317 = icmp slt i32 %1179, %3, !dbg !42
  %1318 = icmp slt i32 %1178, %3, !dbg !42
  %1319 = icmp slt i32 %1177, %3, !dbg !42
  %1320 = icmp slt i32 %1176, %3, !dbg !42
  %1321 = icmp slt i32 %1175, %3, !dbg !42
  %1322 = icmp slt i32 %1174, %3, !dbg !42
  %1323 = icmp slt i32 %1173, %3, !dbg !42
  %1324 = icmp slt i32 %1172, %3, !dbg !42
  %1325 = icmp slt i32 %1171, %3, !dbg !42
  %1326 = and i1 %1262, %194, !dbg !43
  %1327 = and i1 %1263, %194, !dbg !43
  %1328 = and i1 %1264, %194, !dbg !43
  %1329 = and i1 %1265, %194, !dbg !43
  %1330 = and i1 %1266, %194, !dbg !43
  %1331 = and i1 %1267, %194, !dbg !43
  %1332 = and i1 %1268, %194, !dbg !43
  %1333 = and i1 %1269, %194, !dbg !43
  %1334 = and i1 %1270, %194, !dbg !43
  %1335 = and i1 %1271, %194, !dbg !43
  %1336 = and i1 %1272, %194, !dbg !43
  %1337 = and i1 %1273, %194, !dbg !43
  %1338 = and i1 %1274, %194, !dbg !43
  %1339 = and i1 %1275, %194, !dbg !43
  %1340 = and i1 %1276, %194, !dbg !43
  %1341 = and i1 %1277, %194, !dbg !43
  %1342 = and i1 %1278, %194, !dbg !43
  %1343 = and i1 %1279, %194, !dbg !43
  %1344 = and i1 %1280, %194, !dbg !43
  %1345 = and i1 %1281, %194, !dbg !43
  %1346 = and i1 %1282, %194, !dbg !43
  %1347 = and i1 %1283, %194, !dbg !43
  %1348 = and i1 %1284, %194, !dbg !43
  %1349 = and i1 %1285, %194, !dbg !43
  %1350 = and i1 %1286, %194, !dbg !43
  %1351 = and i1 %1287, %194, !dbg !43
  %1352 = and i1 %1288, %194, !dbg !43
  %1353 = and i1 %1289, %194, !dbg !43
  %1354 = and i1 %1290, %194, !dbg !43
  %1355 = and i1 %1291, %194, !dbg !43
  %1356 = and i1 %1292, %194, !dbg !43
  %1357 = and i1 %1293, %194, !dbg !43
  %1358 = and i1 %1294, %194, !dbg !43
  %1359 = and i1 %1295, %194, !dbg !43
  %1360 = and i1 %1296, %194, !dbg !43
  %1361 = and i1 %1297, %194, !dbg !43
  %1362 = and i1 %1298, %194, !dbg !43
  %1363 = and i1 %1299, %194, !dbg !43
  %1364 = and i1 %1300, %194, !dbg !43
  %1365 = and i1 %1301, %194, !dbg !43
  %1366 = and i1 %1302, %194, !dbg !43
  %1367 = and i1 %1303, %194, !dbg !43
  %1368 = and i1 %1304, %194, !dbg !43
  %1369 = and i1 %1305, %194, !dbg !43
  %1370 = and i1 %1306, %194, !dbg !43
  %1371 = and i1 %1307, %194, !dbg !43
  %1372 = and i1 %1308, %194, !dbg !43
  %1373 = and i1 %1309, %194, !dbg !43
  %1374 = and i1 %1310, %194, !dbg !43
  %1375 = and i1 %1311, %194, !dbg !43
  %1376 = and i1 %1312, %194, !dbg !43
  %1377 = and i1 %1313, %194, !dbg !43
  %1378 = and i1 %1314, %194, !dbg !43
  %1379 = and i1 %1315, %194, !dbg !43
  %1380 = and i1 %1316, %194, !dbg !43
  %1381 = and i1 %1317, %194, !dbg !43
  %1382 = and i1 %1318, %194, !dbg !43
  %1383 = and i1 %1319, %194, !dbg !43
  %1384 = and i1 %1320, %194, !dbg !43
  %1385 = and i1 %1321, %194, !dbg !43
  %1386 = and i1 %1322, %194, !dbg !43
  %1387 = and i1 %1323, %194, !dbg !43
  %1388 = and i1 %1324, %194, !dbg !43
  %1389 = and i1 %1325, %194, !dbg !43
  %1390 = mul i32 %4, %1170, !dbg !44
  %1391 = mul i32 %4, %1261, !dbg !44
  %1392 = mul i32 %4, %1260, !dbg !44
  %1393 = mul i32 %4, %1259, !dbg !44
  %1394 = mul i32 %4, %1258, !dbg !44
  %1395 = mul i32 %4, %1256, !dbg !44
  %1396 = mul i32 %4, %1254, !dbg !44
  %1397 = mul i32 %4, %1252, !dbg !44
  %1398 = mul i32 %4, %1250, !dbg !44
  %1399 = mul i32 %4, %1248, !dbg !44
  %1400 = mul i32 %4, %1246, !dbg !44
  %1401 = mul i32 %4, %1244, !dbg !44
  %1402 = mul i32 %4, %1242, !dbg !44
  %1403 = mul i32 %4, %1240, !dbg !44
  %1404 = mul i32 %4, %1238, !dbg !44
  %1405 = mul i32 %4, %1236, !dbg !44
  %1406 = mul i32 %4, %1234, !dbg !44
  %1407 = mul i32 %4, %1232, !dbg !44
  %1408 = mul i32 %4, %1230, !dbg !44
  %1409 = mul i32 %4, %1228, !dbg !44
  %1410 = mul i32 %4, %1226, !dbg !44
  %1411 = mul i32 %4, %1224, !dbg !44
  %1412 = mul i32 %4, %1222, !dbg !44
  %1413 = mul i32 %4, %1220, !dbg !44
  %1414 = mul i32 %4, %1218, !dbg !44
  %1415 = mul i32 %4, %1216, !dbg !44
  %1416 = mul i32 %4, %1214, !dbg !44
  %1417 = mul i32 %4, %1212, !dbg !44
  %1418 = mul i32 %4, %1210, !dbg !44
  %1419 = mul i32 %4, %1208, !dbg !44
  %1420 = mul i32 %4, %1206, !dbg !44
  %1421 = mul i32 %4, %1204, !dbg !44
  %1422 = mul i32 %4, %1202, !dbg !44
  %1423 = mul i32 %4, %1201, !dbg !44
  %1424 = mul i32 %4, %1200, !dbg !44
  %1425 = mul i32 %4, %1199, !dbg !44
  %1426 = mul i32 %4, %1198, !dbg !44
  %1427 = mul i32 %4, %1197, !dbg !44
  %1428 = mul i32 %4, %1196, !dbg !44
  %1429 = mul i32 %4, %1195, !dbg !44
  %1430 = mul i32 %4, %1194, !dbg !44
  %1431 = mul i32 %4, %1193, !dbg !44
  %1432 = mul i32 %4, %1192, !dbg !44
  %1433 = mul i32 %4, %1191, !dbg !44
  %1434 = mul i32 %4, %1190, !dbg !44
  %1435 = mul i32 %4, %1189, !dbg !44
  %1436 = mul i32 %4, %1188, !dbg !44
  %1437 = mul i32 %4, %1187, !dbg !44
  %1438 = mul i32 %4, %1186, !dbg !44
  %1439 = mul i32 %4, %1185, !dbg !44
  %1440 = mul i32 %4, %1184, !dbg !44
  %1441 = mul i32 %4, %1183, !dbg !44
  %1442 = mul i32 %4, %1182, !dbg !44
  %1443 = mul i32 %4, %1181, !dbg !44
  %1444 = mul i32 %4, %1180, !dbg !44
  %1445 = mul i32 %4, %1179, !dbg !44
  %1446 = mul i32 %4, %1178, !dbg !44
  %1447 = mul i32 %4, %1177, !dbg !44
  %1448 = mul i32 %4, %1176, !dbg !44
  %1449 = mul i32 %4, %1175, !dbg !44
  %1450 = mul i32 %4, %1174, !dbg !44
  %1451 = mul i32 %4, %1173, !dbg !44
  %1452 = mul i32 %4, %1172, !dbg !44
  %1453 = mul i32 %4, %1171, !dbg !44
  %1454 = sext i32 %1390 to i64, !dbg !27
  %1455 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1454, !dbg !27
  %1456 = sext i32 %1391 to i64, !dbg !27
  %1457 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1456, !dbg !27
  %1458 = sext i32 %1392 to i64, !dbg !27
  %1459 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1458, !dbg !27
  %1460 = sext i32 %1393 to i64, !dbg !27
  %1461 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1460, !dbg !27
  %1462 = sext i32 %1394 to i64, !dbg !27
  %1463 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1462, !dbg !27
  %1464 = sext i32 %1395 to i64, !dbg !27
  %1465 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1464, !dbg !27
  %1466 = sext i32 %1396 to i64, !dbg !27
  %1467 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1466, !dbg !27
  %1468 = sext i32 %1397 to i64, !dbg !27
  %1469 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1468, !dbg !27
  %1470 = sext i32 %1398 to i64, !dbg !27
  %1471 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1470, !dbg !27
  %1472 = sext i32 %1399 to i64, !dbg !27
  %1473 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1472, !dbg !27
  %1474 = sext i32 %1400 to i64, !dbg !27
  %1475 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1474, !dbg !27
  %1476 = sext i32 %1401 to i64, !dbg !27
  %1477 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1476, !dbg !27
  %1478 = sext i32 %1402 to i64, !dbg !27
  %1479 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1478, !dbg !27
  %1480 = sext i32 %1403 to i64, !dbg !27
  %1481 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1480, !dbg !27
  %1482 = sext i32 %1404 to i64, !dbg !27
  %1483 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1482, !dbg !27
  %1484 = sext i32 %1405 to i64, !dbg !27
  %1485 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1484, !dbg !27
  %1486 = sext i32 %1406 to i64, !dbg !27
  %1487 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1486, !dbg !27
  %1488 = sext i32 %1407 to i64, !dbg !27
  %1489 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1488, !dbg !27
  %1490 = sext i32 %1408 to i64, !dbg !27
  %1491 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1490, !dbg !27
  %1492 = sext i32 %1409 to i64, !dbg !27
  %1493 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1492, !dbg !27
  %1494 = sext i32 %1410 to i64, !dbg !27
  %1495 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1494, !dbg !27
  %1496 = sext i32 %1411 to i64, !dbg !27
  %1497 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1496, !dbg !27
  %1498 = sext i32 %1412 to i64, !dbg !27
  %1499 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1498, !dbg !27
  %1500 = sext i32 %1413 to i64, !dbg !27
  %1501 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1500, !dbg !27
  %1502 = sext i32 %1414 to i64, !dbg !27
  %1503 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1502, !dbg !27
  %1504 = sext i32 %1415 to i64, !dbg !27
  %1505 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1504, !dbg !27
  %1506 = sext i32 %1416 to i64, !dbg !27
  %1507 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1506, !dbg !27
  %1508 = sext i32 %1417 to i64, !dbg !27
  %1509 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1508, !dbg !27
  %1510 = sext i32 %1418 to i64, !dbg !27
  %1511 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1510, !dbg !27
  %1512 = sext i32 %1419 to i64, !dbg !27
  %1513 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1512, !dbg !27
  %1514 = sext i32 %1420 to i64, !dbg !27
  %1515 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1514, !dbg !27
  %1516 = sext i32 %1421 to i64, !dbg !27
  %1517 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1516, !dbg !27
  %1518 = sext i32 %1422 to i64, !dbg !27
  %1519 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1518, !dbg !27
  %1520 = sext i32 %1423 to i64, !dbg !27
  %1521 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1520, !dbg !27
  %1522 = sext i32 %1424 to i64, !dbg !27
  %1523 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1522, !dbg !27
  %1524 = sext i32 %1425 to i64, !dbg !27
  %1525 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1524, !dbg !27
  %1526 = sext i32 %1426 to i64, !dbg !27
  %1527 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1526, !dbg !27
  %1528 = sext i32 %1427 to i64, !dbg !27
  %1529 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1528, !dbg !27
  %1530 = sext i32 %1428 to i64, !dbg !27
  %1531 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1530, !dbg !27
  %1532 = sext i32 %1429 to i64, !dbg !27
  %1533 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1532, !dbg !27
  %1534 = sext i32 %1430 to i64, !dbg !27
  %1535 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1534, !dbg !27
  %1536 = sext i32 %1431 to i64, !dbg !27
  %1537 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1536, !dbg !27
  %1538 = sext i32 %1432 to i64, !dbg !27
  %1539 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1538, !dbg !27
  %1540 = sext i32 %1433 to i64, !dbg !27
  %1541 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1540, !dbg !27
  %1542 = sext i32 %1434 to i64, !dbg !27
  %1543 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1542, !dbg !27
  %1544 = sext i32 %1435 to i64, !dbg !27
  %1545 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1544, !dbg !27
  %1546 = sext i32 %1436 to i64, !dbg !27
  %1547 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1546, !dbg !27
  %1548 = sext i32 %1437 to i64, !dbg !27
  %1549 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1548, !dbg !27
  %1550 = sext i32 %1438 to i64, !dbg !27
  %1551 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1550, !dbg !27
  %1552 = sext i32 %1439 to i64, !dbg !27
  %1553 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1552, !dbg !27
  %1554 = sext i32 %1440 to i64, !dbg !27
  %1555 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1554, !dbg !27
  %1556 = sext i32 %1441 to i64, !dbg !27
  %1557 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1556, !dbg !27
  %1558 = sext i32 %1442 to i64, !dbg !27
  %1559 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1558, !dbg !27
  %1560 = sext i32 %1443 to i64, !dbg !27
  %1561 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1560, !dbg !27
  %1562 = sext i32 %1444 to i64, !dbg !27
  %1563 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1562, !dbg !27
  %1564 = sext i32 %1445 to i64, !dbg !27
  %1565 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1564, !dbg !27
  %1566 = sext i32 %1446 to i64, !dbg !27
  %1567 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1566, !dbg !27
  %1568 = sext i32 %1447 to i64, !dbg !27
  %1569 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1568, !dbg !27
  %1570 = sext i32 %1448 to i64, !dbg !27
  %1571 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1570, !dbg !27
  %1572 = sext i32 %1449 to i64, !dbg !27
  %1573 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1572, !dbg !27
  %1574 = sext i32 %1450 to i64, !dbg !27
  %1575 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1574, !dbg !27
  %1576 = sext i32 %1451 to i64, !dbg !27
  %1577 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1576, !dbg !27
  %1578 = sext i32 %1452 to i64, !dbg !27
  %1579 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1578, !dbg !27
  %1580 = sext i32 %1453 to i64, !dbg !27
  %1581 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %1580, !dbg !27
  %1582 = getelementptr [4 x i8], ptr addrspace(1) %1455, i64 %.pre-phi, !dbg !27
  %1583 = getelementptr [4 x i8], ptr addrspace(1) %1457, i64 %.pre-phi, !dbg !27
  %1584 = getelementptr [4 x i8], ptr addrspace(1) %1459, i64 %.pre-phi, !dbg !27
  %1585 = getelementptr [4 x i8], ptr addrspace(1) %1461, i64 %.pre-phi, !dbg !27
  %1586 = getelementptr [4 x i8], ptr addrspace(1) %1463, i64 %.pre-phi, !dbg !27
  %1587 = getelementptr [4 x i8], ptr addrspace(1) %1465, i64 %.pre-phi, !dbg !27
  %1588 = getelementptr [4 x i8], ptr addrspace(1) %1467, i64 %.pre-phi, !dbg !27
  %1589 = getelementptr [4 x i8], ptr addrspace(1) %1469, i64 %.pre-phi, !dbg !27
  %1590 = getelementptr [4 x i8], ptr addrspace(1) %1471, i64 %.pre-phi, !dbg !27
  %1591 = getelementptr [4 x i8], ptr addrspace(1) %1473, i64 %.pre-phi, !dbg !27
  %1592 = getelementptr [4 x i8], ptr addrspace(1) %1475, i64 %.pre-phi, !dbg !27
  %1593 = getelementptr [4 x i8], ptr addrspace(1) %1477, i64 %.pre-phi, !dbg !27
  %1594 = getelementptr [4 x i8], ptr addrspace(1) %1479, i64 %.pre-phi, !dbg !27
  %1595 = getelementptr [4 x i8], ptr addrspace(1) %1481, i64 %.pre-phi, !dbg !27
  %1596 = getelementptr [4 x i8], ptr addrspace(1) %1483, i64 %.pre-phi, !dbg !27
  %1597 = getelementptr [4 x i8], ptr addrspace(1) %1485, i64 %.pre-phi, !dbg !27
  %1598 = getelementptr [4 x i8], ptr addrspace(1) %1487, i64 %.pre-phi, !dbg !27
  %1599 = getelementptr [4 x i8], ptr addrspace(1) %1489, i64 %.pre-phi, !dbg !27
  %1600 = getelementptr [4 x i8], ptr addrspace(1) %1491, i64 %.pre-phi, !dbg !27
  %1601 = getelementptr [4 x i8], ptr addrspace(1) %1493, i64 %.pre-phi, !dbg !27
  %1602 = getelementptr [4 x i8], ptr addrspace(1) %1495, i64 %.pre-phi, !dbg !27
  %1603 = getelementptr [4 x i8], ptr addrspace(1) %1497, i64 %.pre-phi, !dbg !27
  %1604 = getelementptr [4 x i8], ptr addrspace(1) %1499, i64 %.pre-phi, !dbg !27
  %1605 = getelementptr [4 x i8], ptr addrspace(1) %1501, i64 %.pre-phi, !dbg !27
  %1606 = getelementptr [4 x i8], ptr addrspace(1) %1503, i64 %.pre-phi, !dbg !27
  %1607 = getelementptr [4 x i8], ptr addrspace(1) %1505, i64 %.pre-phi, !dbg !27
  %1608 = getelementptr [4 x i8], ptr addrspace(1) %1507, i64 %.pre-phi, !dbg !27
  %1609 = getelementptr [4 x i8], ptr addrspace(1) %1509, i64 %.pre-phi, !dbg !27
  %1610 = getelementptr [4 x i8], ptr addrspace(1) %1511, i64 %.pre-phi, !dbg !27
  %1611 = getelementptr [4 x i8], ptr addrspace(1) %1513, i64 %.pre-phi, !dbg !27
  %1612 = getelementptr [4 x i8], ptr addrspace(1) %1515, i64 %.pre-phi, !dbg !27
  %1613 = getelementptr [4 x i8], ptr addrspace(1) %1517, i64 %.pre-phi, !dbg !27
  %1614 = getelementptr [4 x i8], ptr addrspace(1) %1519, i64 %.pre-phi, !dbg !27
  %1615 = getelementptr [4 x i8], ptr addrspace(1) %1521, i64 %.pre-phi, !dbg !27
  %1616 = getelementptr [4 x i8], ptr addrspace(1) %1523, i64 %.pre-phi, !dbg !27
  %1617 = getelementptr [4 x i8], ptr addrspace(1) %1525, i64 %.pre-phi, !dbg !27
  %1618 = getelementptr [4 x i8], ptr addrspace(1) %1527, i64 %.pre-phi, !dbg !27
  %1619 = getelementptr [4 x i8], ptr addrspace(1) %1529, i64 %.pre-phi, !dbg !27
  %1620 = getelementptr [4 x i8], ptr addrspace(1) %1531, i64 %.pre-phi, !dbg !27
  %1621 = getelementptr [4 x i8], ptr addrspace(1) %1533, i64 %.pre-phi, !dbg !27
  %1622 = getelementptr [4 x i8], ptr addrspace(1) %1535, i64 %.pre-phi, !dbg !27
  %1623 = getelementptr [4 x i8], ptr addrspace(1) %1537, i64 %.pre-phi, !dbg !27
  %1624 = getelementptr [4 x i8], ptr addrspace(1) %1539, i64 %.pre-phi, !dbg !27
  %1625 = getelementptr [4 x i8], ptr addrspace(1) %1541, i64 %.pre-phi, !dbg !27
  %1626 = getelementptr [4 x i8], ptr addrspace(1) %1543, i64 %.pre-phi, !dbg !27
  %1627 = getelementptr [4 x i8], ptr addrspace(1) %1545, i64 %.pre-phi, !dbg !27
  %1628 = getelementptr [4 x i8], ptr addrspace(1) %1547, i64 %.pre-phi, !dbg !27
  %1629 = getelementptr [4 x i8], ptr addrspace(1) %1549, i64 %.pre-phi, !dbg !27
  %1630 = getelementptr [4 x i8], ptr addrspace(1) %1551, i64 %.pre-phi, !dbg !27
  %1631 = getelementptr [4 x i8], ptr addrspace(1) %1553, i64 %.pre-phi, !dbg !27
  %1632 = getelementptr [4 x i8], ptr addrspace(1) %1555, i64 %.pre-phi, !dbg !27
  %1633 = getelementptr [4 x i8], ptr addrspace(1) %1557, i64 %.pre-phi, !dbg !27
  %1634 = getelementptr [4 x i8], ptr addrspace(1) %1559, i64 %.pre-phi, !dbg !27
  %1635 = getelementptr [4 x i8], ptr addrspace(1) %1561, i64 %.pre-phi, !dbg !27
  %1636 = getelementptr [4 x i8], ptr addrspace(1) %1563, i64 %.pre-phi, !dbg !27
  %1637 = getelementptr [4 x i8], ptr addrspace(1) %1565, i64 %.pre-phi, !dbg !27
  %1638 = getelementptr [4 x i8], ptr addrspace(1) %1567, i64 %.pre-phi, !dbg !27
  %1639 = getelementptr [4 x i8], ptr addrspace(1) %1569, i64 %.pre-phi, !dbg !27
  %1640 = getelementptr [4 x i8], ptr addrspace(1) %1571, i64 %.pre-phi, !dbg !27
  %1641 = getelementptr [4 x i8], ptr addrspace(1) %1573, i64 %.pre-phi, !dbg !27
  %1642 = getelementptr [4 x i8], ptr addrspace(1) %1575, i64 %.pre-phi, !dbg !27
  %1643 = getelementptr [4 x i8], ptr addrspace(1) %1577, i64 %.pre-phi, !dbg !27
  %1644 = getelementptr [4 x i8], ptr addrspace(1) %1579, i64 %.pre-phi, !dbg !27
  %1645 = getelementptr [4 x i8], ptr addrspace(1) %1581, i64 %.pre-phi, !dbg !27
  %1646 = and i32 %11, 12, !dbg !28
  %1647 = shl nuw nsw i32 %1646, 12, !dbg !28
  %1648 = shl nuw nsw i32 %11, 5, !dbg !28
  %1649 = and i32 %1648, 96, !dbg !28
  %1650 = shl nuw nsw i32 %11, 3, !dbg !28
  %1651 = and i32 %1650, 1920, !dbg !28
  %1652 = shl nuw nsw i32 %1646, 1, !dbg !28
  %1653 = or disjoint i32 %1647, %1649, !dbg !28
  %1654 = or disjoint i32 %1653, %1652, !dbg !28
  %1655 = or disjoint i32 %1654, %1651, !dbg !28
  %1656 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1655, !dbg !28
  %1657 = insertelement <2 x float> poison, float %1106, i64 0, !dbg !28
  %1658 = insertelement <2 x float> %1657, float %1108, i64 1, !dbg !28
  store <2 x float> %1658, ptr addrspace(3) %1656, align 8, !dbg !28
  %1659 = getelementptr inbounds nuw i8, ptr addrspace(3) %1656, i32 2048, !dbg !28
  %1660 = insertelement <2 x float> poison, float %1114, i64 0, !dbg !28
  %1661 = insertelement <2 x float> %1660, float %1116, i64 1, !dbg !28
  store <2 x float> %1661, ptr addrspace(3) %1659, align 8, !dbg !28
  %1662 = getelementptr inbounds nuw i8, ptr addrspace(3) %1656, i32 4096, !dbg !28
  %1663 = insertelement <2 x float> poison, float %1122, i64 0, !dbg !28
  %1664 = insertelement <2 x float> %1663, float %1124, i64 1, !dbg !28
  store <2 x float> %1664, ptr addrspace(3) %1662, align 8, !dbg !28
  %1665 = getelementptr inbounds nuw i8, ptr addrspace(3) %1656, i32 6144, !dbg !28
  %1666 = insertelement <2 x float> poison, float %1130, i64 0, !dbg !28
  %1667 = insertelement <2 x float> %1666, float %1132, i64 1, !dbg !28
  store <2 x float> %1667, ptr addrspace(3) %1665, align 8, !dbg !28
  %1668 = getelementptr inbounds nuw i8, ptr addrspace(3) %1656, i32 8192, !dbg !28
  %1669 = insertelement <2 x float> poison, float %1138, i64 0, !dbg !28
  %1670 = insertelement <2 x float> %1669, float %1140, i64 1, !dbg !28
  store <2 x float> %1670, ptr addrspace(3) %1668, align 8, !dbg !28
  %1671 = getelementptr inbounds nuw i8, ptr addrspace(3) %1656, i32 10240, !dbg !28
  %1672 = insertelement <2 x float> poison, float %1146, i64 0, !dbg !28
  %1673 = insertelement <2 x float> %1672, float %1148, i64 1, !dbg !28
  store <2 x float> %1673, ptr addrspace(3) %1671, align 8, !dbg !28
  %1674 = getelementptr inbounds nuw i8, ptr addrspace(3) %1656, i32 12288, !dbg !28
  %1675 = insertelement <2 x float> poison, float %1154, i64 0, !dbg !28
  %1676 = insertelement <2 x float> %1675, float %1156, i64 1, !dbg !28
  store <2 x float> %1676, ptr addrspace(3) %1674, align 8, !dbg !28
  %1677 = getelementptr inbounds nuw i8, ptr addrspace(3) %1656, i32 14336, !dbg !28
  %1678 = insertelement <2 x float> poison, float %1162, i64 0, !dbg !28
  %1679 = insertelement <2 x float> %1678, float %1164, i64 1, !dbg !28
  store <2 x float> %1679, ptr addrspace(3) %1677, align 8, !dbg !28
  %1680 = xor i32 %1655, 8, !dbg !28
  %1681 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1680, !dbg !28
  %1682 = insertelement <2 x float> poison, float %1107, i64 0, !dbg !28
  %1683 = insertelement <2 x float> %1682, float %1109, i64 1, !dbg !28
  store <2 x float> %1683, ptr addrspace(3) %1681, align 8, !dbg !28
  %1684 = getelementptr inbounds nuw i8, ptr addrspace(3) %1681, i32 2048, !dbg !28
  %1685 = insertelement <2 x float> poison, float %1115, i64 0, !dbg !28
  %1686 = insertelement <2 x float> %1685, float %1117, i64 1, !dbg !28
  store <2 x float> %1686, ptr addrspace(3) %1684, align 8, !dbg !28
  %1687 = getelementptr inbounds nuw i8, ptr addrspace(3) %1681, i32 4096, !dbg !28
  %1688 = insertelement <2 x float> poison, float %1123, i64 0, !dbg !28
  %1689 = insertelement <2 x float> %1688, float %1125, i64 1, !dbg !28
  store <2 x float> %1689, ptr addrspace(3) %1687, align 8, !dbg !28
  %1690 = getelementptr inbounds nuw i8, ptr addrspace(3) %1681, i32 6144, !dbg !28
  %1691 = insertelement <2 x float> poison, float %1131, i64 0, !dbg !28
  %1692 = insertelement <2 x float> %1691, float %1133, i64 1, !dbg !28
  store <2 x float> %1692, ptr addrspace(3) %1690, align 8, !dbg !28
  %1693 = getelementptr inbounds nuw i8, ptr addrspace(3) %1681, i32 8192, !dbg !28
  %1694 = insertelement <2 x float> poison, float %1139, i64 0, !dbg !28
  %1695 = insertelement <2 x float> %1694, float %1141, i64 1, !dbg !28
  store <2 x float> %1695, ptr addrspace(3) %1693, align 8, !dbg !28
  %1696 = getelementptr inbounds nuw i8, ptr addrspace(3) %1681, i32 10240, !dbg !28
  %1697 = insertelement <2 x float> poison, float %1147, i64 0, !dbg !28
  %1698 = insertelement <2 x float> %1697, float %1149, i64 1, !dbg !28
  store <2 x float> %1698, ptr addrspace(3) %1696, align 8, !dbg !28
  %1699 = getelementptr inbounds nuw i8, ptr addrspace(3) %1681, i32 12288, !dbg !28
  %1700 = insertelement <2 x float> poison, float %1155, i64 0, !dbg !28
  %1701 = insertelement <2 x float> %1700, float %1157, i64 1, !dbg !28
  store <2 x float> %1701, ptr addrspace(3) %1699, align 8, !dbg !28
  %1702 = getelementptr inbounds nuw i8, ptr addrspace(3) %1681, i32 14336, !dbg !28
  %1703 = insertelement <2 x float> poison, float %1163, i64 0, !dbg !28
  %1704 = insertelement <2 x float> %1703, float %1165, i64 1, !dbg !28
  store <2 x float> %1704, ptr addrspace(3) %1702, align 8, !dbg !28
  %1705 = xor i32 %1655, 16, !dbg !28
  %1706 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1705, !dbg !28
  %1707 = insertelement <2 x float> poison, float %1110, i64 0, !dbg !28
  %1708 = insertelement <2 x float> %1707, float %1112, i64 1, !dbg !28
  store <2 x float> %1708, ptr addrspace(3) %1706, align 8, !dbg !28
  %1709 = getelementptr inbounds nuw i8, ptr addrspace(3) %1706, i32 2048, !dbg !28
  %1710 = insertelement <2 x float> poison, float %1118, i64 0, !dbg !28
  %1711 = insertelement <2 x float> %1710, float %1120, i64 1, !dbg !28
  store <2 x float> %1711, ptr addrspace(3) %1709, align 8, !dbg !28
  %1712 = getelementptr inbounds nuw i8, ptr addrspace(3) %1706, i32 4096, !dbg !28
  %1713 = insertelement <2 x float> poison, float %1126, i64 0, !dbg !28
  %1714 = insertelement <2 x float> %1713, float %1128, i64 1, !dbg !28
  store <2 x float> %1714, ptr addrspace(3) %1712, align 8, !dbg !28
  %1715 = getelementptr inbounds nuw i8, ptr addrspace(3) %1706, i32 6144, !dbg !28
  %1716 = insertelement <2 x float> poison, float %1134, i64 0, !dbg !28
  %1717 = insertelement <2 x float> %1716, float %1136, i64 1, !dbg !28
  store <2 x float> %1717, ptr addrspace(3) %1715, align 8, !dbg !28
  %1718 = getelementptr inbounds nuw i8, ptr addrspace(3) %1706, i32 8192, !dbg !28
  %1719 = insertelement <2 x float> poison, float %1142, i64 0, !dbg !28
  %1720 = insertelement <2 x float> %1719, float %1144, i64 1, !dbg !28
  store <2 x float> %1720, ptr addrspace(3) %1718, align 8, !dbg !28
  %1721 = getelementptr inbounds nuw i8, ptr addrspace(3) %1706, i32 10240, !dbg !28
  %1722 = insertelement <2 x float> poison, float %1150, i64 0, !dbg !28
  %1723 = insertelement <2 x float> %1722, float %1152, i64 1, !dbg !28
  store <2 x float> %1723, ptr addrspace(3) %1721, align 8, !dbg !28
  %1724 = getelementptr inbounds nuw i8, ptr addrspace(3) %1706, i32 12288, !dbg !28
  %1725 = insertelement <2 x float> poison, float %1158, i64 0, !dbg !28
  %1726 = insertelement <2 x float> %1725, float %1160, i64 1, !dbg !28
  store <2 x float> %1726, ptr addrspace(3) %1724, align 8, !dbg !28
  %1727 = getelementptr inbounds nuw i8, ptr addrspace(3) %1706, i32 14336, !dbg !28
  %1728 = insertelement <2 x float> poison, float %1166, i64 0, !dbg !28
  %1729 = insertelement <2 x float> %1728, float %1168, i64 1, !dbg !28
  store <2 x float> %1729, ptr addrspace(3) %1727, align 8, !dbg !28
  %1730 = xor i32 %1655, 24, !dbg !28
  %1731 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1730, !dbg !28
  %1732 = insertelement <2 x float> poison, float %1111, i64 0, !dbg !28
  %1733 = insertelement <2 x float> %1732, float %1113, i64 1, !dbg !28
  store <2 x float> %1733, ptr addrspace(3) %1731, align 8, !dbg !28
  %1734 = getelementptr inbounds nuw i8, ptr addrspace(3) %1731, i32 2048, !dbg !28
  %1735 = insertelement <2 x float> poison, float %1119, i64 0, !dbg !28
  %1736 = insertelement <2 x float> %1735, float %1121, i64 1, !dbg !28
  store <2 x float> %1736, ptr addrspace(3) %1734, align 8, !dbg !28
  %1737 = getelementptr inbounds nuw i8, ptr addrspace(3) %1731, i32 4096, !dbg !28
  %1738 = insertelement <2 x float> poison, float %1127, i64 0, !dbg !28
  %1739 = insertelement <2 x float> %1738, float %1129, i64 1, !dbg !28
  store <2 x float> %1739, ptr addrspace(3) %1737, align 8, !dbg !28
  %1740 = getelementptr inbounds nuw i8, ptr addrspace(3) %1731, i32 6144, !dbg !28
  %1741 = insertelement <2 x float> poison, float %1135, i64 0, !dbg !28
  %1742 = insertelement <2 x float> %1741, float %1137, i64 1, !dbg !28
  store <2 x float> %1742, ptr addrspace(3) %1740, align 8, !dbg !28
  %1743 = getelementptr inbounds nuw i8, ptr addrspace(3) %1731, i32 8192, !dbg !28
  %1744 = insertelement <2 x float> poison, float %1143, i64 0, !dbg !28
  %1745 = insertelement <2 x float> %1744, float %1145, i64 1, !dbg !28
  store <2 x float> %1745, ptr addrspace(3) %1743, align 8, !dbg !28
  %1746 = getelementptr inbounds nuw i8, ptr addrspace(3) %1731, i32 10240, !dbg !28
  %1747 = insertelement <2 x float> poison, float %1151, i64 0, !dbg !28
  %1748 = insertelement <2 x float> %1747, float %1153, i64 1, !dbg !28
  store <2 x float> %1748, ptr addrspace(3) %1746, align 8, !dbg !28
  %1749 = getelementptr inbounds nuw i8, ptr addrspace(3) %1731, i32 12288, !dbg !28
  %1750 = insertelement <2 x float> poison, float %1159, i64 0, !dbg !28
  %1751 = insertelement <2 x float> %1750, float %1161, i64 1, !dbg !28
  store <2 x float> %1751, ptr addrspace(3) %1749, align 8, !dbg !28
  %1752 = getelementptr inbounds nuw i8, ptr addrspace(3) %1731, i32 14336, !dbg !28
  %1753 = insertelement <2 x float> poison, float %1167, i64 0, !dbg !28
  %1754 = insertelement <2 x float> %1753, float %1169, i64 1, !dbg !28
  store <2 x float> %1754, ptr addrspace(3) %1752, align 8, !dbg !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !28
  %1755 = icmp eq i32 %15, 0, !dbg !28
  %1756 = select i1 %1755, i32 0, i32 16392, !dbg !28
  %1757 = shl nuw nsw i32 %11, 4, !dbg !28
  %1758 = insertelement <4 x i32> poison, i32 %.pre-phi191, i64 0, !dbg !28
  %1759 = insertelement <4 x i32> %1758, i32 %1757, i64 1, !dbg !28
  %1760 = insertelement <4 x i32> %1759, i32 %196, i64 2, !dbg !28
  %1761 = insertelement <4 x i32> %1760, i32 %1650, i64 3, !dbg !28
  %1762 = and <4 x i32> %1761, <i32 -1, i32 -1, i32 -1, i32 8>, !dbg !28
  %1763 = insertelement <4 x i32> <i32 14336, i32 96, i32 16, i32 poison>, i32 %1756, i64 3, !dbg !28
  %1764 = and <4 x i32> %1763, %1762, !dbg !28
  %1765 = xor <4 x i32> %1763, %1762, !dbg !28
  %1766 = shufflevector <4 x i32> %1764, <4 x i32> %1765, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !28
  %1767 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %1766), !dbg !28
  %1768 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1767, !dbg !28
  %1769 = load <2 x i32>, ptr addrspace(3) %1768, align 8, !dbg !28
  %1770 = getelementptr inbounds nuw i8, ptr addrspace(3) %1768, i32 128, !dbg !28
  %1771 = load <2 x i32>, ptr addrspace(3) %1770, align 8, !dbg !28
  %1772 = getelementptr inbounds nuw i8, ptr addrspace(3) %1768, i32 256, !dbg !28
  %1773 = load <2 x i32>, ptr addrspace(3) %1772, align 8, !dbg !28
  %1774 = getelementptr inbounds nuw i8, ptr addrspace(3) %1768, i32 384, !dbg !28
  %1775 = load <2 x i32>, ptr addrspace(3) %1774, align 8, !dbg !28
  %1776 = getelementptr inbounds nuw i8, ptr addrspace(3) %1768, i32 512, !dbg !28
  %1777 = load <2 x i32>, ptr addrspace(3) %1776, align 8, !dbg !28
  %1778 = getelementptr inbounds nuw i8, ptr addrspace(3) %1768, i32 640, !dbg !28
  %1779 = load <2 x i32>, ptr addrspace(3) %1778, align 8, !dbg !28
  %1780 = getelementptr inbounds nuw i8, ptr addrspace(3) %1768, i32 768, !dbg !28
  %1781 = load <2 x i32>, ptr addrspace(3) %1780, align 8, !dbg !28
  %1782 = getelementptr inbounds nuw i8, ptr addrspace(3) %1768, i32 896, !dbg !28
  %1783 = load <2 x i32>, ptr addrspace(3) %1782, align 8, !dbg !28
  %1784 = getelementptr inbounds nuw i8, ptr addrspace(3) %1768, i32 1024, !dbg !28
  %1785 = load <2 x i32>, ptr addrspace(3) %1784, align 8, !dbg !28
  %1786 = getelementptr inbounds nuw i8, ptr addrspace(3) %1768, i32 1152, !dbg !28
  %1787 = load <2 x i32>, ptr addrspace(3) %1786, align 8, !dbg !28
  %1788 = getelementptr inbounds nuw i8, ptr addrspace(3) %1768, i32 1280, !dbg !28
  %1789 = load <2 x i32>, ptr addrspace(3) %1788, align 8, !dbg !28
  %1790 = getelementptr inbounds nuw i8, ptr addrspace(3) %1768, i32 1408, !dbg !28
  %1791 = load <2 x i32>, ptr addrspace(3) %1790, align 8, !dbg !28
  %1792 = getelementptr inbounds nuw i8, ptr addrspace(3) %1768, i32 1536, !dbg !28
  %1793 = load <2 x i32>, ptr addrspace(3) %1792, align 8, !dbg !28
  %1794 = getelementptr inbounds nuw i8, ptr addrspace(3) %1768, i32 1664, !dbg !28
  %1795 = load <2 x i32>, ptr addrspace(3) %1794, align 8, !dbg !28
  %1796 = getelementptr inbounds nuw i8, ptr addrspace(3) %1768, i32 1792, !dbg !28
  %1797 = load <2 x i32>, ptr addrspace(3) %1796, align 8, !dbg !28
  %1798 = getelementptr inbounds nuw i8, ptr addrspace(3) %1768, i32 1920, !dbg !28
  %1799 = load <2 x i32>, ptr addrspace(3) %1798, align 8, !dbg !28
  %1800 = xor i32 %1767, 32784, !dbg !28
  %1801 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1800, !dbg !28
  %1802 = load <2 x i32>, ptr addrspace(3) %1801, align 8, !dbg !28
  %1803 = getelementptr inbounds nuw i8, ptr addrspace(3) %1801, i32 128, !dbg !28
  %1804 = load <2 x i32>, ptr addrspace(3) %1803, align 8, !dbg !28
  %1805 = getelementptr inbounds nuw i8, ptr addrspace(3) %1801, i32 256, !dbg !28
  %1806 = load <2 x i32>, ptr addrspace(3) %1805, align 8, !dbg !28
  %1807 = getelementptr inbounds nuw i8, ptr addrspace(3) %1801, i32 384, !dbg !28
  %1808 = load <2 x i32>, ptr addrspace(3) %1807, align 8, !dbg !28
  %1809 = getelementptr inbounds nuw i8, ptr addrspace(3) %1801, i32 512, !dbg !28
  %1810 = load <2 x i32>, ptr addrspace(3) %1809, align 8, !dbg !28
  %1811 = getelementptr inbounds nuw i8, ptr addrspace(3) %1801, i32 640, !dbg !28
  %1812 = load <2 x i32>, ptr addrspace(3) %1811, align 8, !dbg !28
  %1813 = getelementptr inbounds nuw i8, ptr addrspace(3) %1801, i32 768, !dbg !28
  %1814 = load <2 x i32>, ptr addrspace(3) %1813, align 8, !dbg !28
  %1815 = getelementptr inbounds nuw i8, ptr addrspace(3) %1801, i32 896, !dbg !28
  %1816 = load <2 x i32>, ptr addrspace(3) %1815, align 8, !dbg !28
  %1817 = getelementptr inbounds nuw i8, ptr addrspace(3) %1801, i32 1024, !dbg !28
  %1818 = load <2 x i32>, ptr addrspace(3) %1817, align 8, !dbg !28
  %1819 = getelementptr inbounds nuw i8, ptr addrspace(3) %1801, i32 1152, !dbg !28
  %1820 = load <2 x i32>, ptr addrspace(3) %1819, align 8, !dbg !28
  %1821 = getelementptr inbounds nuw i8, ptr addrspace(3) %1801, i32 1280, !dbg !28
  %1822 = load <2 x i32>, ptr addrspace(3) %1821, align 8, !dbg !28
  %1823 = getelementptr inbounds nuw i8, ptr addrspace(3) %1801, i32 1408, !dbg !28
  %1824 = load <2 x i32>, ptr addrspace(3) %1823, align 8, !dbg !28
  %1825 = getelementptr inbounds nuw i8, ptr addrspace(3) %1801, i32 1536, !dbg !28
  %1826 = load <2 x i32>, ptr addrspace(3) %1825, align 8, !dbg !28
  %1827 = getelementptr inbounds nuw i8, ptr addrspace(3) %1801, i32 1664, !dbg !28
  %1828 = load <2 x i32>, ptr addrspace(3) %1827, align 8, !dbg !28
  %1829 = getelementptr inbounds nuw i8, ptr addrspace(3) %1801, i32 1792, !dbg !28
  %1830 = load <2 x i32>, ptr addrspace(3) %1829, align 8, !dbg !28
  %1831 = getelementptr inbounds nuw i8, ptr addrspace(3) %1801, i32 1920, !dbg !28
  %1832 = load <2 x i32>, ptr addrspace(3) %1831, align 8, !dbg !28
  %.extract = extractelement <2 x i32> %1769, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract, ptr addrspace(1) %1582, i1 %1326) #7, !dbg !28
  %.extract64 = extractelement <2 x i32> %1802, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract64, ptr addrspace(1) %1583, i1 %1327) #7, !dbg !28
  %.extract65 = extractelement <2 x i32> %1771, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract65, ptr addrspace(1) %1584, i1 %1328) #7, !dbg !28
  %.extract66 = extractelement <2 x i32> %1804, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract66, ptr addrspace(1) %1585, i1 %1329) #7, !dbg !28
  %.extract67 = extractelement <2 x i32> %1769, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract67, ptr addrspace(1) %1586, i1 %1330) #7, !dbg !28
  %.extract68 = extractelement <2 x i32> %1802, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract68, ptr addrspace(1) %1587, i1 %1331) #7, !dbg !28
  %.extract69 = extractelement <2 x i32> %1771, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract69, ptr addrspace(1) %1588, i1 %1332) #7, !dbg !28
  %.extract70 = extractelement <2 x i32> %1804, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract70, ptr addrspace(1) %1589, i1 %1333) #7, !dbg !28
  %.extract71 = extractelement <2 x i32> %1773, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract71, ptr addrspace(1) %1590, i1 %1334) #7, !dbg !28
  %.extract72 = extractelement <2 x i32> %1806, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract72, ptr addrspace(1) %1591, i1 %1335) #7, !dbg !28
  %.extract73 = extractelement <2 x i32> %1775, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract73, ptr addrspace(1) %1592, i1 %1336) #7, !dbg !28
  %.extract74 = extractelement <2 x i32> %1808, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract74, ptr addrspace(1) %1593, i1 %1337) #7, !dbg !28
  %.extract75 = extractelement <2 x i32> %1773, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract75, ptr addrspace(1) %1594, i1 %1338) #7, !dbg !28
  %.extract76 = extractelement <2 x i32> %1806, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract76, ptr addrspace(1) %1595, i1 %1339) #7, !dbg !28
  %.extract77 = extractelement <2 x i32> %1775, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract77, ptr addrspace(1) %1596, i1 %1340) #7, !dbg !28
  %.extract78 = extractelement <2 x i32> %1808, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract78, ptr addrspace(1) %1597, i1 %1341) #7, !dbg !28
  %.extract79 = extractelement <2 x i32> %1777, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract79, ptr addrspace(1) %1598, i1 %1342) #7, !dbg !28
  %.extract80 = extractelement <2 x i32> %1810, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract80, ptr addrspace(1) %1599, i1 %1343) #7, !dbg !28
  %.extract81 = extractelement <2 x i32> %1779, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract81, ptr addrspace(1) %1600, i1 %1344) #7, !dbg !28
  %.extract82 = extractelement <2 x i32> %1812, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract82, ptr addrspace(1) %1601, i1 %1345) #7, !dbg !28
  %.extract83 = extractelement <2 x i32> %1777, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract83, ptr addrspace(1) %1602, i1 %1346) #7, !dbg !28
  %.extract84 = extractelement <2 x i32> %1810, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract84, ptr addrspace(1) %1603, i1 %1347) #7, !dbg !28
  %.extract85 = extractelement <2 x i32> %1779, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract85, ptr addrspace(1) %1604, i1 %1348) #7, !dbg !28
  %.extract86 = extractelement <2 x i32> %1812, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract86, ptr addrspace(1) %1605, i1 %1349) #7, !dbg !28
  %.extract87 = extractelement <2 x i32> %1781, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract87, ptr addrspace(1) %1606, i1 %1350) #7, !dbg !28
  %.extract88 = extractelement <2 x i32> %1814, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract88, ptr addrspace(1) %1607, i1 %1351) #7, !dbg !28
  %.extract89 = extractelement <2 x i32> %1783, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract89, ptr addrspace(1) %1608, i1 %1352) #7, !dbg !28
  %.extract90 = extractelement <2 x i32> %1816, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract90, ptr addrspace(1) %1609, i1 %1353) #7, !dbg !28
  %.extract91 = extractelement <2 x i32> %1781, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract91, ptr addrspace(1) %1610, i1 %1354) #7, !dbg !28
  %.extract92 = extractelement <2 x i32> %1814, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract92, ptr addrspace(1) %1611, i1 %1355) #7, !dbg !28
  %.extract93 = extractelement <2 x i32> %1783, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract93, ptr addrspace(1) %1612, i1 %1356) #7, !dbg !28
  %.extract94 = extractelement <2 x i32> %1816, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract94, ptr addrspace(1) %1613, i1 %1357) #7, !dbg !28
  %.extract95 = extractelement <2 x i32> %1785, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract95, ptr addrspace(1) %1614, i1 %1358) #7, !dbg !28
  %.extract96 = extractelement <2 x i32> %1818, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract96, ptr addrspace(1) %1615, i1 %1359) #7, !dbg !28
  %.extract97 = extractelement <2 x i32> %1787, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract97, ptr addrspace(1) %1616, i1 %1360) #7, !dbg !28
  %.extract98 = extractelement <2 x i32> %1820, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract98, ptr addrspace(1) %1617, i1 %1361) #7, !dbg !28
  %.extract99 = extractelement <2 x i32> %1785, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract99, ptr addrspace(1) %1618, i1 %1362) #7, !dbg !28
  %.extract100 = extractelement <2 x i32> %1818, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract100, ptr addrspace(1) %1619, i1 %1363) #7, !dbg !28
  %.extract101 = extractelement <2 x i32> %1787, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract101, ptr addrspace(1) %1620, i1 %1364) #7, !dbg !28
  %.extract102 = extractelement <2 x i32> %1820, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract102, ptr addrspace(1) %1621, i1 %1365) #7, !dbg !28
  %.extract103 = extractelement <2 x i32> %1789, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract103, ptr addrspace(1) %1622, i1 %1366) #7, !dbg !28
  %.extract104 = extractelement <2 x i32> %1822, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract104, ptr addrspace(1) %1623, i1 %1367) #7, !dbg !28
  %.extract105 = extractelement <2 x i32> %1791, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract105, ptr addrspace(1) %1624, i1 %1368) #7, !dbg !28
  %.extract106 = extractelement <2 x i32> %1824, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract106, ptr addrspace(1) %1625, i1 %1369) #7, !dbg !28
  %.extract107 = extractelement <2 x i32> %1789, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract107, ptr addrspace(1) %1626, i1 %1370) #7, !dbg !28
  %.extract108 = extractelement <2 x i32> %1822, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract108, ptr addrspace(1) %1627, i1 %1371) #7, !dbg !28
  %.extract109 = extractelement <2 x i32> %1791, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract109, ptr addrspace(1) %1628, i1 %1372) #7, !dbg !28
  %.extract110 = extractelement <2 x i32> %1824, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract110, ptr addrspace(1) %1629, i1 %1373) #7, !dbg !28
  %.extract111 = extractelement <2 x i32> %1793, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract111, ptr addrspace(1) %1630, i1 %1374) #7, !dbg !28
  %.extract112 = extractelement <2 x i32> %1826, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract112, ptr addrspace(1) %1631, i1 %1375) #7, !dbg !28
  %.extract113 = extractelement <2 x i32> %1795, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract113, ptr addrspace(1) %1632, i1 %1376) #7, !dbg !28
  %.extract114 = extractelement <2 x i32> %1828, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract114, ptr addrspace(1) %1633, i1 %1377) #7, !dbg !28
  %.extract115 = extractelement <2 x i32> %1793, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract115, ptr addrspace(1) %1634, i1 %1378) #7, !dbg !28
  %.extract116 = extractelement <2 x i32> %1826, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract116, ptr addrspace(1) %1635, i1 %1379) #7, !dbg !28
  %.extract117 = extractelement <2 x i32> %1795, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract117, ptr addrspace(1) %1636, i1 %1380) #7, !dbg !28
  %.extract118 = extractelement <2 x i32> %1828, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract118, ptr addrspace(1) %1637, i1 %1381) #7, !dbg !28
  %.extract119 = extractelement <2 x i32> %1797, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract119, ptr addrspace(1) %1638, i1 %1382) #7, !dbg !28
  %.extract120 = extractelement <2 x i32> %1830, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract120, ptr addrspace(1) %1639, i1 %1383) #7, !dbg !28
  %.extract121 = extractelement <2 x i32> %1799, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract121, ptr addrspace(1) %1640, i1 %1384) #7, !dbg !28
  %.extract122 = extractelement <2 x i32> %1832, i64 0, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract122, ptr addrspace(1) %1641, i1 %1385) #7, !dbg !28
  %.extract123 = extractelement <2 x i32> %1797, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract123, ptr addrspace(1) %1642, i1 %1386) #7, !dbg !28
  %.extract124 = extractelement <2 x i32> %1830, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract124, ptr addrspace(1) %1643, i1 %1387) #7, !dbg !28
  %.extract125 = extractelement <2 x i32> %1799, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract125, ptr addrspace(1) %1644, i1 %1388) #7, !dbg !28
  %.extract126 = extractelement <2 x i32> %1832, i64 1, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract126, ptr addrspace(1) %1645, i1 %1389) #7, !dbg !28
  ret void, !dbg !45
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.fence.sync.aligned() #5

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned() #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #6

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nounwind }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "matmul_acc", linkageName: "matmul_acc", scope: !1, file: !1, line: 262, type: !5, scopeLine: 262, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !11, !11, !11, !12, !12}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !13, size: 64, dwarfAddressSpace: 1)
!13 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!14 = !DILocation(line: 266, column: 10, scope: !4)
!15 = !DILocation(line: 266, column: 34, scope: !4)
!16 = !DILocation(line: 267, column: 10, scope: !4)
!17 = !DILocation(line: 43, column: 13, scope: !18, inlinedAt: !20)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !19, discriminator: 0)
!19 = !DIFile(filename: "standard.py", directory: ".")
!20 = !DILocation(line: 270, column: 23, scope: !21)
!21 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!22 = !DILocation(line: 272, column: 63, scope: !4)
!23 = !DILocation(line: 272, column: 26, scope: !4)
!24 = !DILocation(line: 272, column: 22, scope: !4)
!25 = !DILocation(line: 273, column: 83, scope: !4)
!26 = !DILocation(line: 270, column: 5, scope: !4)
!27 = !DILocation(line: 275, column: 14, scope: !4)
!28 = !DILocation(line: 275, column: 5, scope: !4)
!29 = !DILocation(line: 43, column: 12, scope: !18, inlinedAt: !20)
!30 = !DILocation(line: 268, column: 10, scope: !4)
!31 = !DILocation(line: 273, column: 63, scope: !4)
!32 = !DILocation(line: 271, column: 14, scope: !4)
!33 = !DILocation(line: 272, column: 83, scope: !4)
!34 = !DILocation(line: 272, column: 62, scope: !4)
!35 = !DILocation(line: 272, column: 14, scope: !4)
!36 = !DILocation(line: 273, column: 62, scope: !4)
!37 = !DILocation(line: 273, column: 26, scope: !4)
!38 = !DILocation(line: 273, column: 22, scope: !4)
!39 = !DILocation(line: 273, column: 14, scope: !4)
!40 = !DILocation(line: 274, column: 15, scope: !4)
!41 = !DILocation(line: 269, column: 11, scope: !4)
!42 = !DILocation(line: 275, column: 83, scope: !4)
!43 = !DILocation(line: 275, column: 82, scope: !4)
!44 = !DILocation(line: 275, column: 18, scope: !4)
!45 = !DILocation(line: 262, column: 1, scope: !4)
